/**
 * Conversations API (issue 15): the inbox, one thread and its messages, writes, quick replies and
 * the unread badge. Types come from @eventos/domain (z.infer of the API's schemas).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  CONVERSATION_POLL_MS,
  type MessageOut,
  type OpenThreadInput,
  type QuickReplyInput,
  type QuickReplyOut,
  type SendMessageInput,
  type ThreadDetail,
  type ThreadFilter,
  type ThreadList,
} from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import { mergeMessages } from '../utils/merge-messages';

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (filter: ThreadFilter, q: string, page: number) => ['conversations', 'list', filter, q, page] as const,
  unread: ['conversations', 'unread-count'] as const,
  thread: (id: number) => ['conversations', 'thread', id] as const,
  messages: (id: number) => ['conversations', 'messages', id] as const,
  quickReplies: ['conversations', 'quick-replies'] as const,
};

export interface ThreadListParams {
  filter: ThreadFilter;
  q: string;
  page: number;
}

export function useThreads(params: ThreadListParams, live: boolean) {
  return useQuery({
    queryKey: conversationKeys.list(params.filter, params.q, params.page),
    queryFn: ({ signal }) =>
      api.get<ThreadList>('/conversations', { params: { filter: params.filter, q: params.q, page: params.page, size: 20 }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : CONVERSATION_POLL_MS,
  });
}

export function useUnreadConversations(enabled: boolean, live: boolean) {
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: async ({ signal }) =>
      (await api.get<ApiData<{ count: number; threads: number }>>('/conversations/unread-count', { signal })).data,
    enabled,
    refetchInterval: live ? false : CONVERSATION_POLL_MS * 4,
  });
}

export function useThread(id: number) {
  return useQuery({
    queryKey: conversationKeys.thread(id),
    queryFn: async ({ signal }) => (await api.get<ApiData<ThreadDetail>>(`/conversations/${id}`, { signal })).data,
  });
}

/**
 * The thread's messages. The first load takes the latest page; later runs (polling while the
 * stream is down, catching up after it reconnects) ask only for what is newer and merge by id.
 */
export function useMessages(id: number, live: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.messages(id),
    queryFn: async ({ signal }) => {
      const current = queryClient.getQueryData<MessageOut[]>(conversationKeys.messages(id));
      const after = current?.length ? current[current.length - 1]!.id : undefined;
      const page = await api.get<ApiData<MessageOut[]>>(`/conversations/${id}/messages`, { params: { after }, signal });
      return mergeMessages(queryClient.getQueryData<MessageOut[]>(conversationKeys.messages(id)), page.data);
    },
    refetchInterval: live ? false : CONVERSATION_POLL_MS,
    staleTime: live ? Infinity : 0,
  });
}

/** Puts messages into a thread's cached list (deduplicated). */
export function addMessages(queryClient: QueryClient, threadId: number, messages: MessageOut[]) {
  queryClient.setQueryData<MessageOut[]>(conversationKeys.messages(threadId), (current) =>
    current ? mergeMessages(current, messages) : current,
  );
}

export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendMessageInput) =>
      (await api.post<ApiData<MessageOut>>(`/conversations/${threadId}/messages`, input)).data,
    onSuccess: (message) => {
      addMessages(queryClient, threadId, [message]);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}

export function useOpenThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OpenThreadInput) =>
      (await api.post<ApiData<{ thread_id: number; message: MessageOut }>>('/conversations', input)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.lists }),
  });
}

export function useMarkRead(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api.put(`/conversations/${threadId}/read`, { message_id: messageId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}

export function useArchiveThread(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (archived: boolean) =>
      (await api.put<ApiData<ThreadDetail>>(`/conversations/${threadId}/archive`, { archived })).data,
    onSuccess: (thread) => {
      queryClient.setQueryData(conversationKeys.thread(threadId), thread);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
    },
  });
}

export function useDeclineThread(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      (await api.post<ApiData<MessageOut>>(`/conversations/${threadId}/decline`, { reason })).data,
    onSuccess: (message) => {
      addMessages(queryClient, threadId, [message]);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}

export function useReportThread(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post(`/conversations/${threadId}/report`, { reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(threadId) }),
  });
}

export function useQuickReplies(enabled: boolean) {
  return useQuery({
    queryKey: conversationKeys.quickReplies,
    queryFn: async ({ signal }) => (await api.get<ApiData<QuickReplyOut[]>>('/conversations/quick-replies', { signal })).data,
    enabled,
  });
}

export function useSaveQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: QuickReplyInput }) =>
      id
        ? (await api.put<ApiData<QuickReplyOut>>(`/conversations/quick-replies/${id}`, input)).data
        : (await api.post<ApiData<QuickReplyOut>>('/conversations/quick-replies', input)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.quickReplies }),
  });
}

export function useDeleteQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/conversations/quick-replies/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.quickReplies }),
  });
}
