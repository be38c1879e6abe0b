import { LANDING_ALL_CATEGORIES, LANDING_ALL_PERU, LANDING_MESSAGES, departmentSlug, landingHeading, landingPath } from '@eventos/domain';
import { BreadcrumbsNav, type Crumb } from '../../../../components/ui/breadcrumbs-nav';
import type { Provider } from '../../types';

/**
 * «Inicio › Proveedores › Fotografía y video en Arequipa › Foto Misti»: the provider's first service
 * in its department links to that landing page (ADR 125), so crawlers reach it from every site.
 */
export function providerCrumbs(provider: Pick<Provider, 'slug' | 'company_name' | 'department' | 'servicesTypes'>): Crumb[] {
  const service = (provider.servicesTypes ?? []).find((s) => s.group !== 'coming_soon');
  const department = provider.department ?? null;
  const crumbs: Crumb[] = [
    { name: LANDING_MESSAGES.breadcrumbHome, path: '/' },
    { name: LANDING_MESSAGES.breadcrumbProviders, path: '/proveedores' },
  ];
  if (service || department) {
    crumbs.push({
      name: landingHeading({ category: service ? { kind: 'service', name: service.type_name } : null, department }),
      path: landingPath(service?.slug ?? LANDING_ALL_CATEGORIES, department ? departmentSlug(department) : LANDING_ALL_PERU),
    });
  }
  crumbs.push({ name: provider.company_name, path: `/${provider.slug}` });
  return crumbs;
}

export function ProviderBreadcrumbs({ provider }: { provider: Parameters<typeof providerCrumbs>[0] }) {
  return <BreadcrumbsNav items={providerCrumbs(provider)} />;
}
