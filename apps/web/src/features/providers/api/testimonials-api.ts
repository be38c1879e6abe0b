/**
 * Testimonials of the site (Business plan): POST/PUT/DELETE providers/{id}/testimonials[/{tid}].
 * Body: customer_name, testimonial, company_url, photo (a CDN URL or storage key).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestimonialInput } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Provider, Testimonial } from '../types';
import type { ProviderBySlug } from './get-provider-by-slug';
import { providerKeys } from './provider-keys';

export type SaveTestimonialInput = TestimonialInput & { id?: number };

function setTestimonials(
  queryClient: ReturnType<typeof useQueryClient>,
  slug: string,
  update: (list: Testimonial[]) => Testimonial[],
) {
  queryClient.setQueryData<ProviderBySlug>(providerKeys.bySlug(slug), (old) =>
    old?.provider
      ? { ...old, provider: { ...old.provider, testimonials: update(old.provider.testimonials ?? []) } }
      : old,
  );
}

export function useSaveTestimonial(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: SaveTestimonialInput) => {
      const path = `/providers/${provider.id}/testimonials`;
      const response = id
        ? await api.put<ApiData<Testimonial>>(`${path}/${id}`, body)
        : await api.post<ApiData<Testimonial>>(path, body);
      return response.data;
    },
    onSuccess: (saved) =>
      setTestimonials(queryClient, provider.slug, (list) =>
        list.some((t) => t.id === saved.id)
          ? list.map((t) => (t.id === saved.id ? saved : t))
          : [...list, saved],
      ),
  });
}

export function useDeleteTestimonial(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/providers/${provider.id}/testimonials/${id}`),
    onSuccess: (_result, id) =>
      setTestimonials(queryClient, provider.slug, (list) => list.filter((t) => t.id !== id)),
  });
}
