/** Libro de Reclamaciones: POST /complaints (anyone), GET /complaints and answers (admins). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminComplaint, Complaint, CreateComplaintData } from '@eventos/domain';
import { api, type ApiData, type ApiPage } from '../../../lib/api-client';

export const ADMIN_COMPLAINTS_KEY = ['admin', 'complaints'] as const;

export function useFileComplaint() {
  return useMutation({
    mutationFn: (input: CreateComplaintData) =>
      api.post<ApiData<Complaint>>('/complaints', input).then((r) => r.data),
  });
}

export function useAdminComplaints(page: number, size: number) {
  return useQuery({
    queryKey: [...ADMIN_COMPLAINTS_KEY, page, size],
    queryFn: ({ signal }) => api.get<ApiPage<AdminComplaint>>('/complaints', { signal, params: { page, size } }),
  });
}

export function useAnswerComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      api.post<ApiData<AdminComplaint>>(`/complaints/${id}/answer`, { answer }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPLAINTS_KEY }),
  });
}
