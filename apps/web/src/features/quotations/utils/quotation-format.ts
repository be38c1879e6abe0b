import { QUOTATION_STATUS_LABELS } from '@eventos/domain';
import type { QuotationStatus } from '@eventos/domain';

/** Response time: '35 min', '3 h 10 min', '2 días'. */
export function formatResponseTime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const h = Math.floor(m / 60);
    const rest = m % 60;
    return rest ? `${h} h ${rest} min` : `${h} h`;
  }
  const days = Math.round(m / (24 * 60));
  return days === 1 ? '1 día' : `${days} días`;
}

/** '4.5' with one decimal, or null without reviews. */
export function formatRating(score: number, count: number): string | null {
  if (!count || !Number.isFinite(score)) return null;
  return score.toFixed(1);
}

/** Label of the button that moves a quotation to `to` (customer side), given where it is now. */
export function customerActionLabel(from: QuotationStatus, to: QuotationStatus): string {
  if (from === 'archived') return `Restaurar (${QUOTATION_STATUS_LABELS[to]})`;
  switch (to) {
    case 'accepted':
      return 'Aceptar';
    case 'discarded':
      return 'Descartar';
    case 'archived':
      return 'Archivar';
    case 'liked':
      return 'En evaluación';
    case 'opened':
      return from === 'liked'
        ? 'Quitar de evaluación'
        : from === 'discarded'
          ? 'Reconsiderar'
          : 'Marcar como leída';
    default:
      return QUOTATION_STATUS_LABELS[to];
  }
}
