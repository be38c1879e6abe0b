import type { ServiceType } from '../../catalogue';
import type { ProviderCardData } from '../../search';
import type { HomeProvider } from '../api/get-home-data';

/** A provider of the providers API as a search card (service ids → names from the catalogue). */
export function toCardData(provider: HomeProvider, serviceTypes: ReadonlyArray<ServiceType>): ProviderCardData {
  const names = new Map(serviceTypes.map((s) => [s.id, s.type_name]));
  return {
    id: provider.id,
    slug: provider.slug,
    company_name: provider.company_name,
    plan: provider.plan,
    reviews_score: provider.reviews_score ?? 0,
    reviews_number: provider.reviews_number ?? 0,
    district: provider.district ?? null,
    province: provider.province ?? null,
    department: provider.department ?? null,
    services: (provider.service_type_ids ?? []).flatMap((id) => (names.has(id) ? [names.get(id) as string] : [])),
    logo: provider.logo ?? null,
    cover: provider.cover ?? null,
  };
}
