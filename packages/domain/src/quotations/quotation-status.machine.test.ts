import { describe, it, expect } from 'vitest';
import { QUOTATION_STATUSES, type QuotationStatus } from '../enums';
import {
  QUOTATION_TRANSITIONS,
  canTransition,
  isQuotationUnread,
  nextStatuses,
  transitionError,
  transitionErrorMessage,
} from './quotation-status.machine';

describe('quotation life cycle: customer', () => {
  it('follows the happy path delivered → opened → liked → accepted', () => {
    expect(canTransition('delivered', 'opened', 'customer')).toBe(true);
    expect(canTransition('opened', 'liked', 'customer')).toBe(true);
    expect(canTransition('liked', 'accepted', 'customer')).toBe(true);
    expect(canTransition('liked', 'discarded', 'customer')).toBe(true);
  });

  it('can decide from the comparison without opening', () => {
    expect(canTransition('delivered', 'accepted', 'customer')).toBe(true);
    expect(canTransition('delivered', 'discarded', 'customer')).toBe(true);
    expect(canTransition('opened', 'accepted', 'customer')).toBe(true);
  });

  it('treats an upgraded quotation as new', () => {
    expect(nextStatuses('upgraded', 'customer')).toEqual([
      'opened',
      'liked',
      'accepted',
      'discarded',
      'archived',
    ]);
  });

  it('can unmark "En evaluación" and reconsider a discarded quotation', () => {
    expect(canTransition('liked', 'opened', 'customer')).toBe(true);
    expect(canTransition('discarded', 'opened', 'customer')).toBe(true);
    expect(canTransition('discarded', 'accepted', 'customer')).toBe(false);
  });

  it('cannot do provider moves nor go back to delivered', () => {
    for (const from of QUOTATION_STATUSES) {
      expect(canTransition(from, 'upgraded', 'customer')).toBe(false);
      expect(canTransition(from, 'delivered', 'customer')).toBe(false);
    }
    expect(canTransition('accepted', 'discarded', 'customer')).toBe(false);
    expect(canTransition('accepted', 'opened', 'customer')).toBe(false);
  });
});

describe('quotation life cycle: provider', () => {
  it('revises open quotations, again and again', () => {
    for (const from of ['delivered', 'opened', 'liked', 'upgraded'] as const) {
      expect(canTransition(from, 'upgraded', 'provider')).toBe(true);
    }
  });

  it('cannot revise decided quotations nor act for the customer', () => {
    expect(canTransition('accepted', 'upgraded', 'provider')).toBe(false);
    expect(canTransition('discarded', 'upgraded', 'provider')).toBe(false);
    for (const to of ['opened', 'liked', 'accepted', 'discarded'] as const) {
      for (const from of QUOTATION_STATUSES) expect(canTransition(from, to, 'provider')).toBe(false);
    }
  });
});

describe('archive and restore', () => {
  it('either side archives any non-archived quotation', () => {
    for (const from of QUOTATION_STATUSES.filter((s) => s !== 'archived')) {
      expect(canTransition(from, 'archived', 'customer')).toBe(true);
      expect(canTransition(from, 'archived', 'provider')).toBe(true);
    }
    expect(canTransition('archived', 'archived', 'customer')).toBe(false);
  });

  it('restores only to the previous status, only by the side that archived', () => {
    const ctx = { archivedFrom: 'liked' as QuotationStatus, archivedBy: 'customer' as const };
    expect(nextStatuses('archived', 'customer', ctx)).toEqual(['liked']);
    expect(canTransition('archived', 'liked', 'customer', ctx)).toBe(true);
    expect(canTransition('archived', 'accepted', 'customer', ctx)).toBe(false);
    expect(canTransition('archived', 'liked', 'provider', ctx)).toBe(false);
    expect(nextStatuses('archived', 'customer')).toEqual([]);
    expect(
      nextStatuses('archived', 'customer', { archivedFrom: 'archived', archivedBy: 'customer' }),
    ).toEqual([]);
    expect(
      canTransition('archived', 'upgraded', 'provider', { archivedFrom: 'upgraded', archivedBy: 'provider' }),
    ).toBe(true);
  });
});

describe('table and messages', () => {
  it('covers every status for both actors and never targets delivered', () => {
    expect(Object.keys(QUOTATION_TRANSITIONS).sort()).toEqual([...QUOTATION_STATUSES].sort());
    for (const from of QUOTATION_STATUSES) {
      for (const actor of ['customer', 'provider'] as const) {
        expect(QUOTATION_TRANSITIONS[from][actor]).not.toContain('delivered');
      }
    }
  });

  it('returns a copy from nextStatuses', () => {
    nextStatuses('delivered', 'customer').push('archived');
    expect(QUOTATION_TRANSITIONS.delivered.customer).toHaveLength(5);
  });

  it('explains illegal moves in Spanish with the labels', () => {
    expect(transitionErrorMessage('accepted', 'discarded')).toBe(
      'No se puede pasar la cotización de «Aceptada» a «Descartada».',
    );
    expect(transitionError('delivered', 'accepted', 'provider')).toBe(
      'No se puede pasar la cotización de «Enviada» a «Aceptada».',
    );
    expect(transitionError('delivered', 'opened', 'customer')).toBeNull();
  });

  it('knows unread statuses', () => {
    expect(isQuotationUnread('delivered')).toBe(true);
    expect(isQuotationUnread('upgraded')).toBe(true);
    expect(isQuotationUnread('opened')).toBe(false);
  });
});
