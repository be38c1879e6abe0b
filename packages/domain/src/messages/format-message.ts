import { MESSAGES, type MessageKey } from './es';

export type MessageParams = Record<string, string | number>;

/**
 * Replaces `{name}` placeholders with `params.name`. Placeholders without a value are left as
 * they are, so a missing parameter is visible instead of silently empty.
 */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}

/** The Spanish message of `key`, formatted: `t('media.photos.max', { max: 5 })`. */
export function t(key: MessageKey, params?: MessageParams): string {
  return formatMessage(MESSAGES[key], params);
}
