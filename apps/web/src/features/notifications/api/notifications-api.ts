import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiData, ApiPage } from '../../../lib/api-client';
import type { NotificationOut } from '@eventos/domain';

/** GET notifications (newest first): the domain's NotificationOutSchema. */
export type AppNotification = NotificationOut;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  list: ['notifications', 'list'] as const,
};

const POLL_MS = 60_000;

/** GET notifications/unread-count, refreshed every minute while signed in. */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<{ count: number }>>('/notifications/unread-count', { signal })).data.count,
    enabled,
    refetchInterval: POLL_MS,
    staleTime: POLL_MS / 2,
  });
}

/** The latest 10 notifications (loaded when the menu opens). */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) =>
      api.get<ApiPage<AppNotification>>('/notifications', { params: { page: 1, size: 10 }, signal }),
    enabled,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<ApiData<AppNotification>>(`/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<ApiData<{ updated: number }>>('/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
