import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../constants';
import { MESSAGES } from './es';
import { SERVER_MESSAGES, st } from './server.es';

describe('SERVER_MESSAGES', () => {
  it('uses feature.kind(.part) keys and trimmed, non-empty texts', () => {
    for (const [key, value] of Object.entries(SERVER_MESSAGES)) {
      expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9]+){1,4}$/);
      expect(value.trim(), key).toBe(value);
      expect(value.length, key).toBeGreaterThan(0);
    }
  });

  it('says nothing the shared catalogue already says (a text both apps show lives in MESSAGES)', () => {
    const shared = new Set<string>(Object.values(MESSAGES));
    expect(Object.entries(SERVER_MESSAGES).filter(([, value]) => value.length > 12 && shared.has(value))).toEqual([]);
  });

  it('formats the mails, the PDF and the heads as the API wrote them', () => {
    expect(st('reviews.mail.received.title', { score: (4.5).toFixed(1) })).toBe('Recibiste una nueva reseña (4.5 de 5)');
    expect(st('reviews.mail.reminder.past', { eventType: 'Boda', date: '12/03/2026', title: '¿Cómo te fue con Luz?' })).toBe(
      'Tu evento (Boda, 12/03/2026) ya pasó. ¿Cómo te fue con Luz?',
    );
    expect(st('complaints.mail.copy.subject', { code: '2026-000001', business: 'Eventos Perú S.A.C.' })).toBe(
      'Copia de tu hoja de reclamación Nº 2026-000001 - Eventos Perú S.A.C.',
    );
    expect(st('complaints.pdf.filename', { code: '2026-000001' })).toBe('hoja-de-reclamacion-2026-000001.pdf');
    expect(st('site.team')).toBe(`Equipo de ${SITE_NAME}`);
    expect(st('head.provider.title', { company: 'La Casona' })).toBe('La Casona — Eventos Perú');
  });

  it('does not read a placeholder inside a value (a company called «{title}» stays as typed)', () => {
    expect(st('reviews.mail.moderated.reviewed', { company: '{title}', title: 'Retiramos tu reseña' })).toBe(
      '{title} reportó tu reseña y la revisamos. Retiramos tu reseña.',
    );
  });
});
