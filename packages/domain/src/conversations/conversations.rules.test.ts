import { describe, expect, it } from 'vitest';
import { conversationWhatsappUrl, responseTimeLabel, whatsappDigits } from './conversations.rules';
import { OpenThreadSchema, SendMessageSchema } from './conversations.schemas';

describe('responseTimeLabel', () => {
  it('names the fastest bucket the median fits, nothing when slow or unknown', () => {
    expect(responseTimeLabel(0)).toBe('Responde en menos de 1 hora');
    expect(responseTimeLabel(60)).toBe('Responde en menos de 1 hora');
    expect(responseTimeLabel(61)).toBe('Responde en menos de 2 horas');
    expect(responseTimeLabel(120)).toBe('Responde en menos de 2 horas');
    expect(responseTimeLabel(1440)).toBe('Responde en menos de 24 horas');
    expect(responseTimeLabel(1441)).toBeNull();
    expect(responseTimeLabel(null)).toBeNull();
    expect(responseTimeLabel(undefined)).toBeNull();
  });
});

describe('WhatsApp link', () => {
  it('adds Peru’s code to a 9-digit cellphone and names the event in the message', () => {
    expect(whatsappDigits('987 654 321')).toBe('51987654321');
    expect(whatsappDigits('+51 987654321')).toBe('51987654321');
    expect(whatsappDigits('12')).toBeNull();
    const url = conversationWhatsappUrl('987654321', { title: 'Boda', date: '12/12/2026' });
    expect(url).toBe(
      `https://wa.me/51987654321?text=${encodeURIComponent('Hola, te escribo por el evento «Boda» del 12/12/2026 (Eventos Perú).')}`,
    );
    expect(conversationWhatsappUrl(null, { title: 'Boda', date: '12/12/2026' })).toBeNull();
  });
});

describe('message schemas', () => {
  it('accepts up to 2,000 characters and needs text or an attachment', () => {
    expect(SendMessageSchema.safeParse({ body: 'a'.repeat(2000) }).success).toBe(true);
    const long = SendMessageSchema.safeParse({ body: 'a'.repeat(2001) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('El mensaje no puede tener más de 2000 caracteres');
    const empty = SendMessageSchema.safeParse({ body: '  ' });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('Escribe un mensaje o adjunta un archivo');
    expect(SendMessageSchema.safeParse({ body: '', attachment: { id: 1, url: '/cdn/x.pdf' } }).success).toBe(true);
    expect(OpenThreadSchema.safeParse({ event_id: 1, provider_id: 2, body: 'Hola' }).success).toBe(true);
  });
});
