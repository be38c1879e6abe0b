// Issue 11: the description without an intro wrote «catering, dj»: acronyms keep their capitals.
import { describe, expect, it } from 'vitest';
import { providerDescription } from './provider-head';
import type { ProviderOut } from '@eventos/domain';

describe('providerDescription', () => {
  it('names the services in lower case except acronyms (DJ, LED)', () => {
    const p = {
      company_name: 'Fiesta Total',
      introductory_text: '',
      district: 'Miraflores',
      province: 'Lima',
      servicesTypes: [{ type_name: 'Catering' }, { type_name: 'DJ' }, { type_name: 'Pantallas LED' }],
    } as unknown as ProviderOut;
    expect(providerDescription(p)).toBe('Fiesta Total: catering, DJ, pantallas LED en Miraflores, Lima. Cotiza en Eventos Perú.');
  });
});
