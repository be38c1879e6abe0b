// Conversations (issue 15): the inbox and thread pages are routes (lazy), the header button, the
// provider site's "Enviar mensaje" and the response-time badge are used by other features.
export { LazyInboxButton } from './components/lazy-inbox-button';
export { AskProviderButton } from './components/ask-provider-button';
export { ResponseTimeBadge } from './components/response-time-badge';
export { mergeMessages, seenMessageId } from './utils/merge-messages';
