// Calls of the reviews API (apps/api/src/modules/reviews) with React Query; request and response
// types come from the domain schemas. Writes refresh the provider's reviews and its site data
// (reviews_score and reviews_number change with every review).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyReview,
  ReportedReview,
  ReviewInput,
  ReviewOpportunity,
  ReviewRequestInfo,
  ReviewRequestOut,
  ReviewSort,
  ReviewTrend,
  ReviewsPage,
} from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  provider: (id: number) => ['reviews', 'provider', id] as const,
  page: (id: number, sort: ReviewSort, page: number) => ['reviews', 'provider', id, sort, page] as const,
  mine: (id: number) => ['reviews', 'provider', id, 'mine'] as const,
  reported: () => ['reviews', 'reported'] as const,
  requests: (id: number) => ['reviews', 'requests', id] as const,
  request: (token: string) => ['reviews', 'request', token] as const,
  trend: (id: number) => ['reviews', 'trend', id] as const,
};

/**
 * GET providers/:id/reviews: a page of published reviews and the summary. The provider site's
 * server loader fills it for the page in `?opiniones=` (docs/decisions/120-server-rendering.md).
 */
export function providerReviewsQueryOptions(providerId: number, sort: ReviewSort, page: number) {
  return queryOptions({
    queryKey: reviewKeys.page(providerId, sort, page),
    queryFn: async ({ signal }) =>
      api.get<ReviewsPage>(`/providers/${providerId}/reviews`, { params: { sort, page }, signal }),
  });
}

export function useProviderReviews(providerId: number, sort: ReviewSort, page: number) {
  return useQuery({ ...providerReviewsQueryOptions(providerId, sort, page), placeholderData: (previous) => previous });
}

/** GET providers/:id/reviews/mine: the accepted quotations the caller may review, and their reviews. */
export function useMyReviewOptions(providerId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.mine(providerId ?? 0),
    queryFn: async ({ signal }) =>
      api.get<{ data: ReviewOpportunity[]; reviews: MyReview[] }>(`/providers/${providerId}/reviews/mine`, { signal }),
    enabled: enabled && providerId !== undefined,
  });
}

/** GET review-requests/:token (signed in). */
export function useReviewRequestInfo(token: string | null) {
  return useQuery({
    queryKey: reviewKeys.request(token ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<ReviewRequestInfo>>(`/review-requests/${encodeURIComponent(token ?? '')}`, { signal })).data,
    enabled: Boolean(token),
    retry: false,
  });
}

function useRefreshProvider() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      // The site (reviews_score/reviews_number), provider cards and search.
      queryClient.invalidateQueries({ queryKey: ['providers'] }),
      queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
}

export type CreateReviewBody = ReviewInput & { quotation_id?: number; request_token?: string };

export function useCreateReview(providerId: number) {
  const refresh = useRefreshProvider();
  return useMutation({
    mutationFn: async (body: CreateReviewBody) =>
      (await api.post<ApiData<MyReview>>(`/providers/${providerId}/reviews`, body)).data,
    onSuccess: refresh,
  });
}

export function useUpdateReview() {
  const refresh = useRefreshProvider();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ReviewInput }) =>
      (await api.put<ApiData<MyReview>>(`/reviews/${id}`, body)).data,
    onSuccess: refresh,
  });
}

export function useCancelReview() {
  const refresh = useRefreshProvider();
  return useMutation({
    mutationFn: async ({ id, cancel_reason }: { id: number; cancel_reason: string }) =>
      (await api.post<ApiData<MyReview>>(`/reviews/${id}/cancel`, { cancel_reason })).data,
    onSuccess: refresh,
  });
}

export function useRespondReview() {
  const refresh = useRefreshProvider();
  return useMutation({
    mutationFn: async ({ id, response }: { id: number; response: string }) =>
      (await api.put<ApiData<MyReview>>(`/reviews/${id}/response`, { response })).data,
    onSuccess: refresh,
  });
}

export function useReportReview() {
  const refresh = useRefreshProvider();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) => {
      await api.post<null>(`/reviews/${id}/report`, { reason });
    },
    onSuccess: refresh,
  });
}

/** GET admin/reviews/reported (admins). */
export function useReportedReviews(enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.reported(),
    queryFn: async ({ signal }) => (await api.get<ApiData<ReportedReview[]>>('/admin/reviews/reported', { signal })).data,
    enabled,
  });
}

export function useModerateReview() {
  const refresh = useRefreshProvider();
  return useMutation({
    mutationFn: async ({ id, decision, reason }: { id: number; decision: 'keep' | 'remove'; reason: string }) =>
      (await api.put<ApiData<MyReview>>(`/admin/reviews/${id}/moderation`, { decision, reason })).data,
    onSuccess: refresh,
  });
}

export function useReviewRequests(providerId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.requests(providerId),
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<ReviewRequestOut[]>>(`/providers/${providerId}/review-requests`, { signal })).data,
    enabled,
  });
}

export function useCreateReviewRequest(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; name?: string | null }) =>
      (await api.post<ApiData<ReviewRequestOut>>(`/providers/${providerId}/review-requests`, body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.requests(providerId) }),
  });
}

export function useReviewTrend(providerId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.trend(providerId),
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<ReviewTrend>>(`/providers/${providerId}/reviews/trend`, { signal })).data,
    enabled,
  });
}
