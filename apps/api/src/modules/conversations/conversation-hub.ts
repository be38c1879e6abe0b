// Live delivery of conversations (Server-Sent Events) across API processes: every process LISTENs
// to CONVERSATIONS_CHANNEL through the notifier (lib/pg-notify.ts) once it has a stream open, and
// forwards each notice to its own open streams of the users named in it. A message notice carries
// ids only (NOTIFY payloads stay small): the message is read once per process, not per stream.
import type { ConversationStreamEvent } from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { findMessage } from './conversations.repository';
import { CONVERSATIONS_CHANNEL, type ConversationNotice } from './conversations.service';
import { presentMessage } from './conversations.view';

export interface StreamClient {
  userId: number;
  send(event: ConversationStreamEvent): void;
  close(): void;
}

export class ConversationHub {
  private readonly clients = new Map<number, Set<StreamClient>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private subscribing: Promise<void> | null = null;

  constructor(private readonly deps: Pick<ModuleDeps, 'db' | 'storage' | 'notifier'>) {}

  /** Open streams in this process. */
  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  /** Registers a stream (listening first, so nothing committed after this resolves is missed). */
  async add(client: StreamClient): Promise<() => void> {
    await this.listen();
    let set = this.clients.get(client.userId);
    if (!set) {
      set = new Set();
      this.clients.set(client.userId, set);
    }
    set.add(client);
    return () => {
      const current = this.clients.get(client.userId);
      current?.delete(client);
      if (current?.size === 0) this.clients.delete(client.userId);
    };
  }

  private listen(): Promise<void> {
    if (this.unsubscribe) return Promise.resolve();
    this.subscribing ??= this.deps.notifier
      .subscribe(CONVERSATIONS_CHANNEL, (payload) => void this.dispatch(payload as ConversationNotice))
      .then((stop) => {
        this.unsubscribe = stop;
      })
      .finally(() => {
        this.subscribing = null;
      });
    return this.subscribing;
  }

  private async dispatch(notice: ConversationNotice): Promise<void> {
    if (!notice || !Array.isArray(notice.users)) return;
    const targets = notice.users.flatMap((id) => [...(this.clients.get(id) ?? [])]);
    if (targets.length === 0) return;
    let event: ConversationStreamEvent;
    if (notice.t === 'message') {
      const row = await findMessage(this.deps.db, notice.message_id).catch(() => undefined);
      if (!row) return;
      event = { type: 'message', thread_id: notice.thread_id, message: presentMessage(this.deps.storage, row) };
    } else if (notice.t === 'read') {
      event = {
        type: 'read',
        thread_id: notice.thread_id,
        reader: notice.reader,
        last_read_message_id: notice.last_read_message_id,
      };
    } else {
      event = { type: 'thread', thread_id: notice.thread_id };
    }
    for (const client of targets) {
      try {
        client.send(event);
      } catch {
        // A broken socket is removed by its close handler.
      }
    }
  }

  /** Ends every stream and stops listening (app closing). */
  async close(): Promise<void> {
    for (const set of this.clients.values()) for (const client of set) client.close();
    this.clients.clear();
    const stop = this.unsubscribe;
    this.unsubscribe = null;
    if (stop) await stop().catch(() => undefined);
  }
}
