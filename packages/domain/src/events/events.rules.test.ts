import { describe, it, expect } from 'vitest';
import {
  canDeleteUserEvent,
  effectiveEventStatus,
  isEventDateAllowed,
  isEventOpenForQuotations,
  maxEventDate,
  providerTakesQuotations,
} from './events.rules';

// 5 March 2026, 22:00 in Lima (already 6 March in UTC).
const NOW = new Date('2026-03-06T03:00:00Z');

describe('effectiveEventStatus', () => {
  it('keeps the stored status through the event day', () => {
    expect(effectiveEventStatus('visible', '2026-03-05', NOW)).toBe('visible');
    expect(effectiveEventStatus('hidden', '2026-03-05', NOW)).toBe('hidden');
    expect(effectiveEventStatus('visible', '2026-04-01', NOW)).toBe('visible');
  });

  it('is expired after the event date (Lima calendar)', () => {
    expect(effectiveEventStatus('visible', '2026-03-04', NOW)).toBe('expired');
    expect(effectiveEventStatus('hidden', '2026-03-04', NOW)).toBe('expired');
    expect(effectiveEventStatus('visible', '2026-03-05', new Date('2026-03-06T05:00:00Z'))).toBe('expired');
  });

  it('accepts Date values and stored expired', () => {
    expect(effectiveEventStatus('visible', new Date('2026-03-05T04:00:00Z'), NOW)).toBe('expired'); // 4 March in Lima
    expect(effectiveEventStatus('visible', new Date('2026-03-05T06:00:00Z'), NOW)).toBe('visible');
    expect(effectiveEventStatus('expired', '2030-01-01', NOW)).toBe('expired');
    expect(effectiveEventStatus('visible', '2026-03-05T00:00:00.000Z', NOW)).toBe('visible');
  });

  it('opens quotations only for visible, current events', () => {
    expect(isEventOpenForQuotations('visible', '2026-03-05', NOW)).toBe(true);
    expect(isEventOpenForQuotations('hidden', '2026-03-10', NOW)).toBe(false);
    expect(isEventOpenForQuotations('visible', '2026-03-01', NOW)).toBe(false);
  });
});

describe('event date window', () => {
  it('goes from tomorrow to 3 years ahead', () => {
    expect(isEventDateAllowed('2026-03-05', NOW)).toBe(false);
    expect(isEventDateAllowed('2026-03-06', NOW)).toBe(true);
    expect(maxEventDate(NOW)).toBe('2029-03-05');
    expect(isEventDateAllowed('2029-03-05', NOW)).toBe(true);
    expect(isEventDateAllowed('2029-03-06', NOW)).toBe(false);
  });
});

describe('quotation requests and deleting events', () => {
  it('only Business providers take quotations', () => {
    expect(providerTakesQuotations({ plan: 'business' })).toBe(true);
    expect(providerTakesQuotations({ plan: 'basic' })).toBe(false);
    expect(providerTakesQuotations({ plan: null })).toBe(false);
    expect(providerTakesQuotations({})).toBe(false);
  });

  it('deletes only events without quotations', () => {
    expect(canDeleteUserEvent({ quotations_count: 0 })).toBe(true);
    expect(canDeleteUserEvent({})).toBe(true);
    expect(canDeleteUserEvent({ quotations_count: 1 })).toBe(false);
  });
});
