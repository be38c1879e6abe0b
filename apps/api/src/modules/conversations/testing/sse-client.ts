// A minimal Server-Sent Events reader for tests and the bench: GET with a bearer header, parses
// `event:`/`data:` blocks, keeps them in `events`, and lets a test wait for one.
import type { ConversationStreamEvent } from '@eventos/domain';

export interface TestStream {
  events: ConversationStreamEvent[];
  ready: Promise<void>;
  waitFor(match: (e: ConversationStreamEvent) => boolean, timeoutMs?: number): Promise<ConversationStreamEvent>;
  close(): void;
}

export function openStream(url: string, headers: Record<string, string>): TestStream {
  const abort = new AbortController();
  const events: ConversationStreamEvent[] = [];
  const waiters = new Set<() => void>();
  let markReady: () => void = () => undefined;
  let fail: (e: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  void (async () => {
    try {
      const res = await fetch(url, { headers, signal: abort.signal });
      if (res.status !== 200 || !res.body) throw new Error(`stream ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name === 'ready') markReady();
          else if (data) {
            events.push(JSON.parse(data) as ConversationStreamEvent);
            for (const w of [...waiters]) w();
          }
        }
      }
    } catch (err) {
      fail(err);
    }
  })();
  return {
    events,
    ready,
    waitFor(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('stream: timed out waiting for an event'));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
