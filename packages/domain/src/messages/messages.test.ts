import { describe, it, expect } from 'vitest';
import { MESSAGES } from './es';
import { formatMessage, t } from './format-message';

describe('MESSAGES', () => {
  it('holds the exact messages of SPEC §5 and §8', () => {
    const values = Object.values(MESSAGES) as string[];
    for (const exact of [
      'Selecciona al menos un servicio de la lista',
      'Califica todos los criterios',
      'Ingresa tu experiencia con este proveedor',
      'Acepta la Política de Contenido',
      'Por favor, ingresa tus razones',
      'Por favor, ingresa tu respuesta',
      'Su {field} no puede ser menor de {w} x {h} pixeles',
      'Solo puedes adjuntar un máximo de {max} fotos',
      'La imagen es muy pequeña. El ancho mínimo es de {n}px',
      'La imagen es muy pequeña. El alto mínimo es de {n}px',
      'File type invalid',
      'Por favor, complete todos los campos requeridos',
      'Ha ocurrido un problema. Intenta nuevamente.',
      'No se pudo guardar el video. Intenta nuevamente.',
      'Video guardado',
      'Album no definido',
      'Debes iniciar sesión para continuar.',
      'No tienes permiso para realizar esta acción.',
      'No encontrado',
      'Demasiadas solicitudes. Intenta nuevamente en un momento.',
    ]) {
      expect(values).toContain(exact);
    }
  });

  it('asks for longer descriptions with {length}', () => {
    expect(MESSAGES['providers.introductory_text.min']).toContain('{length}');
    expect(MESSAGES['events.description.min']).toContain('{length}');
    expect(MESSAGES['reviews.comment.min']).toContain('{length}');
  });

  it('uses feature.field.rule keys', () => {
    for (const key of Object.keys(MESSAGES)) expect(key).toMatch(/^[a-zA-Z]+\.[a-zA-Z0-9_]+\.[a-zA-Z]+$/);
  });

  it('has no empty message and no English placeholder leftovers', () => {
    for (const value of Object.values(MESSAGES)) {
      expect(value.trim()).toBe(value);
      expect(value.length).toBeGreaterThan(0);
    }
  });
});

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('Solo puedes adjuntar un máximo de {max} fotos', { max: 5 })).toBe(
      'Solo puedes adjuntar un máximo de 5 fotos',
    );
    expect(
      formatMessage('Su {field} no puede ser menor de {w} x {h} pixeles', { field: 'logo', w: 200, h: 100 }),
    ).toBe('Su logo no puede ser menor de 200 x 100 pixeles');
  });

  it('repeats and keeps unknown placeholders', () => {
    expect(formatMessage('{n} y {n}', { n: 0 })).toBe('0 y 0');
    expect(formatMessage('de {from} a {to}', { from: 'Enviada' })).toBe('de Enviada a {to}');
    expect(formatMessage('sin parámetros')).toBe('sin parámetros');
    expect(formatMessage('', { a: 1 })).toBe('');
  });

  it('does not read inherited properties', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });

  it('t() formats by key', () => {
    expect(t('media.photo.minWidthHorizontal', { n: 600 })).toBe(
      'La imagen es muy pequeña. El ancho mínimo es de 600px',
    );
    expect(t('quotations.status.transition', { from: 'Enviada', to: 'Aceptada' })).toBe(
      'No se puede pasar la cotización de «Enviada» a «Aceptada».',
    );
  });
});
