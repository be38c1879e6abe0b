/**
 * What each provider plan includes and what Business costs (issue 11, docs/decisions/115-plans.md).
 * SPEC §1: Business options are website, cover photos, quotations, event notifications, gallery
 * and testimonials. Every provider (Básico) has its page at /{slug} with logo, name, description,
 * services, contact data and reviews, and appears in the search. The API enforces the Business
 * options (422 `auth.plan.businessRequired` on writes; reads hide them for a basic provider).
 */
import { addDaysIso, limaToday } from '../dates';
import { formatCents, formatDate } from '../format';
import { INCLUDES_IGV } from '../legal/prices';
import type { PlanPricing } from './plans.schemas';

/** What every provider gets (both plans). */
export const BASIC_PLAN_FEATURES = [
  'Tu página en eventosperu.pe/tu-empresa',
  'Logo, descripción, servicios y datos de contacto',
  'Aparecer en el buscador de proveedores',
  'Reseñas de tus clientes',
] as const;

/** Is Business free today (a price of 0, or an offer that has not ended)? */
export function businessIsFreeNow(pricing: PlanPricing, today: string = limaToday()): boolean {
  return pricing.business_price_cents === 0 || (pricing.free_until !== null && today <= pricing.free_until);
}

/** «S/ 49.00 al mes» or «Gratis». */
export function businessPriceLabel(pricing: PlanPricing): string {
  return pricing.business_price_cents === 0 ? 'Gratis' : `${formatCents(pricing.business_price_cents)} al mes`;
}

/** «Gratis hasta el 30/06/2027» while the offer runs (and there is a price after it), else null. */
export function businessOfferLabel(pricing: PlanPricing, today: string = limaToday()): string | null {
  if (pricing.business_price_cents === 0 || !pricing.free_until || today > pricing.free_until) return null;
  return `Gratis hasta el ${formatDate(pricing.free_until)}`;
}

/** The terms shown before upgrading (the upgrade dialog), one sentence each. */
export function businessTerms(pricing: PlanPricing, today: string = limaToday()): string[] {
  const includes =
    'Incluye fotos de portada, galería de fotos y videos, testimonios, enlace a tu sitio web, cotizaciones y avisos de eventos nuevos.';
  if (pricing.business_price_cents === 0) {
    return [includes, 'Business no tiene costo: el cambio es inmediato y no te pedimos ningún medio de pago.'];
  }
  const price = `${formatCents(pricing.business_price_cents)} al mes (${INCLUDES_IGV})`;
  const offer = businessOfferLabel(pricing, today);
  if (offer && pricing.free_until) {
    return [
      includes,
      `${offer}: el cambio es inmediato y no te pedimos ningún medio de pago.`,
      `El ${formatDate(addDaysIso(pricing.free_until, 1))} tu sitio vuelve al plan Básico; tus fotos, portadas y testimonios quedan guardados. Desde entonces Business cuesta ${price}.`,
    ];
  }
  return [
    includes,
    `Business cuesta ${price}.`,
    'Registramos tu solicitud y te escribimos al correo de tu sitio con los datos para el pago; el plan se activa cuando lo recibimos.',
  ];
}
