// A module's own names for messages of the domain's catalogue (@eventos/domain, messages/es.ts),
// where every Spanish text lives once: `messageNames({ 'events.provider.notFound':
// 'providers.provider.notFound' })` returns the module's formatter (`em`, `pm`, `nm`), which takes
// only the module's names and formats the catalogue's message with its placeholders.
import { t, type MessageKey, type MessageParams } from '@eventos/domain';

export type MessageFormatter<Name extends string> = (name: Name, params?: MessageParams) => string;

export function messageNames<const Names extends Record<string, MessageKey>>(names: Names): MessageFormatter<keyof Names & string> {
  const keys: Readonly<Record<keyof Names & string, MessageKey>> = names;
  return (name, params) => t(keys[name], params);
}
