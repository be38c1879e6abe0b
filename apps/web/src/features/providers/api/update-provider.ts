/**
 * Owner edits of the site (SPEC §7): each PUT answers the updated provider, merged into the site's
 * cache so the page shows it at once (relations the answer lacks — covers, reviews… — are kept).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyNameInput,
  ContactUpdateInput,
  IntroInput,
  ServicesInput,
  SocialLinks,
} from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import type { Provider } from '../types';
import type { ProviderBySlug } from './get-provider-by-slug';
import { providerKeys } from './provider-keys';

export interface ProviderEdits {
  name: CompanyNameInput;
  intro: IntroInput;
  services: ServicesInput;
  contact: ContactUpdateInput;
  social: SocialLinks;
  logo: { logo_id: number | null };
}
export type ProviderEditSection = keyof ProviderEdits;

export async function updateProvider<S extends ProviderEditSection>(
  id: number,
  section: S,
  body: ProviderEdits[S],
): Promise<Provider> {
  return (await api.put<ApiData<Provider>>(`/providers/${id}/${section}`, body)).data;
}

/** Merges `changes` into the cached site of `slug`. */
export function mergeSiteCache(
  queryClient: ReturnType<typeof useQueryClient>,
  slug: string,
  changes: Partial<Provider>,
): void {
  queryClient.setQueryData<ProviderBySlug>(providerKeys.bySlug(slug), (old) =>
    old?.provider ? { ...old, provider: { ...old.provider, ...changes } } : old,
  );
}

/**
 * Mutation for one section of the site. On success the cache of the current slug (and of the new
 * one after a rename) holds the answer; the session is refreshed when the name or slug changed.
 */
export function useUpdateProvider<S extends ProviderEditSection>(provider: Provider, section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderEdits[S]) => updateProvider(provider.id, section, body),
    onSuccess: (updated) => {
      mergeSiteCache(queryClient, provider.slug, updated);
      if (updated.slug && updated.slug !== provider.slug) {
        const old = queryClient.getQueryData<ProviderBySlug>(providerKeys.bySlug(provider.slug));
        queryClient.setQueryData<ProviderBySlug>(providerKeys.bySlug(updated.slug), {
          provider: { ...(old?.provider ?? provider), ...updated },
          redirectSlug: null,
        });
      }
      if (section === 'name') void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      if (section === 'services' || section === 'contact') {
        void queryClient.invalidateQueries({ queryKey: providerKeys.similar(updated.slug ?? provider.slug) });
      }
    },
  });
}
