/**
 * The live connection of this tab (GET /api/v1/conversations/stream, Server-Sent Events read with
 * fetch so the bearer token travels in the Authorization header). One per tab, opened by the
 * header's inbox button while signed in. Its state ('live' | 'offline') tells the pages whether to
 * poll. On every (re)connection the caches are refreshed, so what arrived while it was down shows
 * up; messages are merged by id, so nothing shows twice.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ConversationStreamEvent, ThreadDetail } from '@eventos/domain';
import { API_BASE_URL, shouldRetryAfterUnauthorized } from '../../../lib/api-client';
import { getAccessToken, useAccessToken } from '../../../lib/auth-token';
import { addMessages, conversationKeys } from '../api/conversations-api';

export type LiveState = 'connecting' | 'live' | 'offline';

let state: LiveState = 'offline';
const listeners = new Set<() => void>();
function setState(next: LiveState) {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l());
}

/** 'live' while the stream is open; pages poll otherwise. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => 'offline' as LiveState,
  );
}

export function applyStreamEvent(queryClient: QueryClient, event: ConversationStreamEvent) {
  if (event.type === 'message') {
    addMessages(queryClient, event.thread_id, [event.message]);
    void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(event.thread_id) });
  } else if (event.type === 'read') {
    queryClient.setQueryData<ThreadDetail>(conversationKeys.thread(event.thread_id), (thread) =>
      thread && thread.role !== event.reader
        ? { ...thread, other_last_read_message_id: Math.max(thread.other_last_read_message_id ?? 0, event.last_read_message_id) }
        : thread,
    );
    // A refetch started before this read committed must not bring the old mark back.
    void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(event.thread_id) });
  } else {
    void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(event.thread_id) });
  }
  void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
  void queryClient.invalidateQueries({ queryKey: conversationKeys.unread });
}

/** Reads one SSE response until it ends; calls onEvent per `data:` block and onReady on `event: ready`. */
async function readStream(body: ReadableStream<Uint8Array>, onReady: () => void, onEvent: (e: ConversationStreamEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (/^event: ready$/m.test(block)) onReady();
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data && !/^event: /m.test(block)) {
        try {
          onEvent(JSON.parse(data) as ConversationStreamEvent);
        } catch {
          // A malformed block is skipped; the next refetch catches up.
        }
      }
    }
  }
}

/** Keeps the stream open while signed in, reconnecting with back-off (3 s … 30 s). */
export function useConversationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  useEffect(() => {
    if (!enabled || !token || typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return;
    const abort = new AbortController();
    let delay = 3_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      setState('connecting');
      try {
        const used = getAccessToken();
        const res = await fetch(`${API_BASE_URL}/conversations/stream`, {
          headers: { Accept: 'text/event-stream', ...(used ? { Authorization: `Bearer ${used}` } : {}) },
          signal: abort.signal,
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (res.status === 401) {
          // The refreshed token changes `token` and re-runs this effect.
          await shouldRetryAfterUnauthorized(used);
          throw new Error('stream 401');
        }
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        await readStream(
          res.body,
          () => {
            delay = 3_000;
            setState('live');
            void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
          },
          (event) => applyStreamEvent(queryClient, event),
        );
        throw new Error('stream ended');
      } catch {
        if (abort.signal.aborted) return;
        setState('offline');
        timer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, 30_000);
      }
    };
    void connect();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
      setState('offline');
    };
  }, [enabled, token, queryClient]);
}
