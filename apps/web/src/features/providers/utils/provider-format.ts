/** Small view helpers for provider data (location text, contact links, categories). */
import { SERVICE_GROUPS, SERVICE_GROUP_LABELS, whatsAppLink } from '@eventos/domain';
import type { ServiceCategory } from '../../../components/ui/service-category-chip';
import type { Provider, ProviderServiceType } from '../types';

/** 'Miraflores, Lima' — district and province (department when it differs from both). */
export function providerPlace(provider: Pick<Provider, 'district' | 'district_name' | 'province' | 'department'>): string {
  const district = provider.district ?? provider.district_name ?? null;
  const parts = [district];
  if (provider.province && provider.province !== district) parts.push(provider.province);
  if (provider.department && provider.department !== provider.province && provider.department !== district) {
    parts.push(provider.department);
  }
  return parts.filter(Boolean).join(', ');
}

/** Full name of the contact person. */
export function contactName(provider: Provider): string {
  return [provider.contact_firstname, provider.contact_lastname].filter(Boolean).join(' ');
}

/** Peru mobile number in E.164 digits for links: '987654321' or '+51987654321' → '51987654321'. */
export function peruPhoneDigits(cellphone: string): string {
  return whatsAppLink(cellphone).slice('https://wa.me/'.length);
}

/** The prefilled WhatsApp message: names the site so the provider knows where the customer comes from. */
export function whatsappMessage(provider: Provider, siteUrl: string): string {
  return `Hola ${provider.company_name}, vi su página en Eventos Perú (${siteUrl}) y quisiera más información sobre sus servicios.`;
}

/** https://wa.me/51XXXXXXXXX?text=… */
export function whatsappLink(provider: Provider, siteUrl: string): string | null {
  if (!provider.cellphone) return null;
  return whatsAppLink(provider.cellphone, whatsappMessage(provider, siteUrl));
}

/** 'miempresa.pe' → 'https://miempresa.pe'. */
export function externalUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** 'https://www.miempresa.pe/' → 'miempresa.pe' (for display). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');
}

/** Services grouped as categories (SPEC §3 "Category") in the domain's group order. */
export function toCategories(services: ReadonlyArray<ProviderServiceType>): ServiceCategory[] {
  const order: ReadonlyArray<string> = SERVICE_GROUPS;
  const byGroup = new Map<string, { group: string; group_name: string; services: Array<{ type_name: string }> }>();
  for (const service of services) {
    const label = (SERVICE_GROUP_LABELS as Record<string, string | undefined>)[service.group];
    const entry = byGroup.get(service.group) ?? {
      group: service.group,
      group_name: service.group_name || label || service.group,
      services: [],
    };
    entry.services.push({ type_name: service.type_name });
    byGroup.set(service.group, entry);
  }
  const rank = (group: string) => (order.indexOf(group) === -1 ? order.length : order.indexOf(group));
  return [...byGroup.values()].sort((a, b) => rank(a.group) - rank(b.group));
}

/** Initials for a logo placeholder: 'Hotel Imperial Qosqo' → 'HI'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || 'EP';
}

export function isBusiness(provider: Pick<Provider, 'plan'>): boolean {
  return provider.plan === 'business';
}
