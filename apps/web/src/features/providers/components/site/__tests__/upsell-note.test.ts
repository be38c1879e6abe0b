import { describe, expect, it } from 'vitest';
import { availabilityVerb } from '../upsell-note';

describe('availabilityVerb (issue 11: «Los testimonios está disponible»)', () => {
  it('agrees with the feature', () => {
    expect(`Los testimonios ${availabilityVerb('Los testimonios')}`).toBe('Los testimonios están disponibles');
    expect(`La galería de fotos ${availabilityVerb('La galería de fotos')}`).toBe('La galería de fotos está disponible');
    expect(availabilityVerb('Las fotos de portada')).toBe('están disponibles');
  });
});
