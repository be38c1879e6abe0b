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
    reviews_score: provider.reviews_score,
    reviews_number: provider.reviews_number,
    // The home lists show no reply-time badge.
    response_minutes: null,
    district: provider.district,
    province: provider.province,
    department: provider.department,
    services: provider.service_type_ids.flatMap((id) => (names.has(id) ? [names.get(id) as string] : [])),
    logo: provider.logo ?? null,
    cover: provider.cover ?? null,
  };
}
