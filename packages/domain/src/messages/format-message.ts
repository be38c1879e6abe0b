import { MESSAGES, type MessageKey } from './es';
import { formatMessage, type MessageParams } from './format';

export { formatMessage, type MessageParams } from './format';

/** The Spanish message of `key`, formatted: `t('media.photos.max', { max: 5 })`. */
export function t(key: MessageKey, params?: MessageParams): string {
  return formatMessage(MESSAGES[key], params);
}
