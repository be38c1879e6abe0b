/** React Query keys of the quotations feature. */
export const quotationKeys = {
  all: ['quotations'] as const,
  detail: (id: number) => ['quotations', 'detail', id] as const,
  compare: (eventId: number, archived: boolean) => ['quotations', 'compare', eventId, archived] as const,
  provider: (providerId: number, params: { status?: string; page: number; size: number }) =>
    ['quotations', 'provider', providerId, params] as const,
  kpis: (providerId: number) => ['quotations', 'kpis', providerId] as const,
};
