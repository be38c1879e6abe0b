// Conversations (issue 15): the inbox and thread pages are routes (lazy), the header button, the
// provider site's "Enviar mensaje" and the response-time badge are used by other features.
import { lazy } from 'react';

/** The header's inbox button, loaded on first use. */
export const LazyInboxButton = /* @__PURE__ */ lazy(() =>
  import('./components/inbox-button').then((m) => ({ default: m.InboxButton })),
);
export { AskProviderButton } from './components/ask-provider-button';
export { ResponseTimeBadge } from './components/response-time-badge';
export { mergeMessages, seenMessageId } from './utils/merge-messages';
