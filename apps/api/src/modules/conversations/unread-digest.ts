// The unread digest (issue 15): a participant who has not read a message within
// UNREAD_DIGEST_DELAY_MS gets ONE e-mail gathering every unread message of every thread where that
// happened, with a link straight to each thread — never one mail per message. Run every minute as
// the 'conversations.unread-digest' job of the worker role (background/jobs.ts):
//  - candidate threads come from a partial index (a side has messages past both its read mark and
//    its digest mark) and are locked FOR UPDATE SKIP LOCKED, so two processes never mail the same
//    thread twice;
//  - a side is mailed when one of those messages is older than the delay; `*_digest_through_id`
//    then moves to the last unread message, in the same transaction as the outbox row: running the
//    pass again sends nothing until something new stays unread (idempotent).
import {
  UNREAD_DIGEST_DELAY_MS,
  ct,
  formatDate,
  threadPath,
  type ParticipantRole,
} from '@eventos/domain';
import type { ModuleDeps } from '../../plugins/module-deps';
import { queueMail } from '../mail';
import {
  findThreadAccess,
  listMessagesFrom,
  lockDigestCandidates,
  updateThread,
  type MessageRow,
  type ThreadAccessRow,
} from './conversations.repository';
import { escapeHtml } from './conversations.service';

export const UNREAD_DIGEST_INTERVAL_MS = 60_000;
const BATCH = 200;
const EXCERPT = 300;

interface Section {
  thread: ThreadAccessRow;
  side: ParticipantRole;
  messages: MessageRow[];
}

interface Recipient {
  email: string;
  name: string;
  sections: Section[];
}

function excerpt(m: MessageRow): string {
  const text = m.body.trim().replace(/\s+/g, ' ');
  const cut = text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
  if (m.attachment_name) {
    const file = ct('conversations.mail.attachment', { name: m.attachment_name });
    return cut ? `${cut} ${file}` : file;
  }
  return cut;
}

function compose(r: Recipient, publicUrl: string): { subject: string; text: string; html: string } {
  const count = r.sections.reduce((n, s) => n + s.messages.length, 0);
  const subject =
    count === 1 ? ct('conversations.mail.digest.subjectOne') : ct('conversations.mail.digest.subject', { count });
  const base = publicUrl.replace(/\/+$/, '');
  const intro = ct('conversations.mail.digest.intro', { name: r.name });
  const text: string[] = [intro, ''];
  const html: string[] = [`<p>${escapeHtml(intro)}</p>`];
  for (const s of r.sections) {
    const from =
      s.side === 'customer'
        ? s.thread.provider_company_name
        : `${s.thread.customer_first_name} ${s.thread.customer_last_name}`.trim();
    const heading = ct('conversations.mail.digest.thread', {
      from,
      event: `${s.thread.event_title} · ${formatDate(s.thread.event_date)}`,
    });
    const link = `${base}${threadPath(s.thread.id)}`;
    text.push(heading, ...s.messages.map((m) => `  - ${excerpt(m)}`), `  ${ct('conversations.mail.digest.open')}: ${link}`, '');
    html.push(
      `<h3>${escapeHtml(heading)}</h3><ul>${s.messages.map((m) => `<li>${escapeHtml(excerpt(m))}</li>`).join('')}</ul>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(ct('conversations.mail.digest.open'))}</a></p>`,
    );
  }
  return { subject, text: text.join('\n'), html: html.join('\n') };
}

/** One pass: returns the number of e-mails queued. */
export async function sendUnreadDigests(deps: Pick<ModuleDeps, 'db' | 'config'>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREAD_DIGEST_DELAY_MS);
  let mails = 0;
  for (;;) {
    const { queued, full } = await deps.db.transaction(async (tx) => {
      const candidates = await lockDigestCandidates(tx, BATCH);
      const recipients = new Map<string, Recipient>();
      const marks: { threadId: number; side: ParticipantRole; through: number }[] = [];
      for (const { id } of candidates) {
        const thread = await findThreadAccess(tx, id);
        if (!thread) continue;
        for (const side of ['customer', 'provider'] as const) {
          const other = side === 'customer' ? 'provider' : 'customer';
          const lastRead = side === 'customer' ? thread.customer_last_read_id : thread.provider_last_read_id;
          const through = side === 'customer' ? thread.customer_digest_through_id : thread.provider_digest_through_id;
          const lastIncoming = side === 'customer' ? thread.last_provider_message_id : thread.last_customer_message_id;
          if (lastIncoming <= Math.max(lastRead, through)) continue;
          const unread = await listMessagesFrom(tx, id, other, lastRead);
          const due = unread.some((m) => m.id > through && m.created_at.getTime() <= cutoff.getTime());
          if (!due) continue;
          const email = side === 'customer' ? thread.customer_email : (thread.provider_owner_email ?? thread.provider_email);
          marks.push({ threadId: id, side, through: unread[unread.length - 1]!.id });
          if (!email) continue;
          const key = email.trim().toLowerCase();
          const name = side === 'customer' ? thread.customer_first_name : thread.provider_company_name;
          const r = recipients.get(key) ?? { email, name, sections: [] };
          r.sections.push({ thread, side, messages: unread });
          recipients.set(key, r);
        }
      }
      for (const m of marks) {
        await updateThread(tx, m.threadId, { [`${m.side}_digest_through_id`]: m.through });
      }
      for (const r of recipients.values()) {
        await queueMail(tx, {
          to: r.email,
          ...compose(r, deps.config.PUBLIC_URL),
          template: 'conversation_unread_digest',
          payload: { threads: r.sections.map((s) => s.thread.id) },
        });
      }
      return { queued: recipients.size, full: candidates.length === BATCH && marks.length > 0 };
    });
    mails += queued;
    if (!full) return mails;
  }
}
