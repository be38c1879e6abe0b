import { describe, expect, it } from 'vitest';
import type { MessageOut } from '@eventos/domain';
import { mergeMessages, seenMessageId } from '../utils/merge-messages';

const m = (id: number, sender: MessageOut['sender'] = 'customer', body = `m${id}`): MessageOut => ({
  id,
  thread_id: 1,
  kind: sender === 'system' ? 'system' : 'text',
  sender,
  body,
  attachment: null,
  created_at: '2026-11-26T10:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps each message once, in id order, whichever way it arrived (page, POST answer, live event, poll)', () => {
    const page = [m(1), m(2)];
    const afterPost = mergeMessages(page, [m(4)]);
    const afterLive = mergeMessages(afterPost, [m(4), m(3)]);
    const afterPoll = mergeMessages(afterLive, [m(3), m(4), m(5)]);
    expect(afterPoll.map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts from nothing and lets a newer copy of a message replace the old one', () => {
    expect(mergeMessages(undefined, [m(2), m(1)]).map((x) => x.id)).toEqual([1, 2]);
    expect(mergeMessages([m(1, 'customer', 'a')], [m(1, 'customer', 'b')])[0]!.body).toBe('b');
  });
});

describe('seenMessageId', () => {
  it('marks the caller’s last message the other side has read', () => {
    const list = [m(1, 'system'), m(2, 'customer'), m(3, 'provider'), m(4, 'customer'), m(5, 'customer')];
    expect(seenMessageId(list, 'customer', 4)).toBe(4);
    expect(seenMessageId(list, 'customer', 3)).toBe(2);
    expect(seenMessageId(list, 'customer', null)).toBeNull();
    expect(seenMessageId(list, 'provider', 5)).toBe(3);
  });
});
