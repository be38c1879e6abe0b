import { formatCurrency, formatDate } from '@eventos/domain';
import type { Currency } from '@eventos/domain';
import type { UserEvent } from '../types';

/** 'Miraflores, Lima, Lima' (district, province, department), skipping empty parts. */
export function formatEventLocation(parts: Array<string | null | undefined>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(', ');
}

export function eventLocation(event: Pick<UserEvent, 'district' | 'province' | 'department'>): string {
  return formatEventLocation([event.district, event.province, event.department]);
}

/** 'S/ 3,000.00 – S/ 5,000.00', 'desde S/ 3,000.00', 'hasta S/ 5,000.00' or null. */
export function formatBudget(
  min: number | null,
  max: number | null,
  currency: Currency = 'PEN',
): string | null {
  if (min !== null && max !== null)
    return `${formatCurrency(min, currency)} – ${formatCurrency(max, currency)}`;
  if (min !== null) return `desde ${formatCurrency(min, currency)}`;
  if (max !== null) return `hasta ${formatCurrency(max, currency)}`;
  return null;
}

export interface ServiceFacts {
  name: string;
  guests: number | null;
  hours: number | null;
  budget_min: number | null;
  budget_max: number | null;
  notes: string | null;
}

/** '120 invitados · 5 h · S/ 3,000.00 – S/ 5,000.00'. */
export function serviceFactsLine(s: ServiceFacts): string {
  const parts: string[] = [];
  if (s.guests) parts.push(`${s.guests} ${s.guests === 1 ? 'invitado' : 'invitados'}`);
  if (s.hours) parts.push(`${s.hours} h`);
  const budget = formatBudget(s.budget_min, s.budget_max);
  if (budget) parts.push(`Presupuesto: ${budget}`);
  return parts.join(' · ');
}

/** Event date for lists: 'DD/MM/YYYY'. */
export const eventDate = (date: string) => formatDate(date);

/** Days until the event (Lima calendar), e.g. 'en 12 días', 'mañana', 'hoy'. */
export function daysUntilLabel(date: string, today: string): string | null {
  const ms = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  if (!Number.isFinite(ms)) return null;
  const days = Math.round(ms / 86_400_000);
  if (days < 0) return null;
  if (days === 0) return 'hoy';
  if (days === 1) return 'mañana';
  return `en ${days} días`;
}
