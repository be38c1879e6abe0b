/**
 * Building blocks shared by the feature schemas: required text, ids, e-mail, Peru cellphone,
 * calendar dates and web addresses, each with its Spanish message.
 */
import { z } from '../zod';
import { t, type MessageParams } from '../messages/format-message';
import type { MessageKey } from '../messages/es';
import { isValidIsoDate } from '../dates';
import { TEXTAREA_MAX_LENGTH } from '../constants';
import { isPeruMobile, toPeruMobileE164 } from '../legal/phones';

/** Error option for zod: the Spanish message of `key`. */
export function msg(key: MessageKey, params?: MessageParams): { error: string } {
  return { error: t(key, params) };
}

/** Message used when the value is missing (undefined/null); other type errors use zod's Spanish locale. */
function requiredError(message: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? message : undefined;
}

/**
 * Trimmed, NFC-normalised text that must not be empty (so "é" typed as e + accent counts once).
 * `requiredKey` is shown when it is missing or blank.
 */
export function requiredText(requiredKey: MessageKey = 'common.field.required') {
  const message = t(requiredKey);
  return z
    .string({ error: requiredError(message) })
    .trim()
    .normalize('NFC')
    .min(1, message);
}

/** Optional trimmed text; '' is accepted (empty form field) and kept as ''. */
export function optionalText(max: number, maxKey: MessageKey = 'common.field.max') {
  return z.string().trim().normalize('NFC').max(max, msg(maxKey, { max })).nullish();
}

/** Positive integer id; strings of digits are accepted (path params, form values). */
export const IdSchema = z.coerce
  .number({ error: t('common.id.invalid') })
  .int(t('common.id.invalid'))
  .positive(t('common.id.invalid'))
  .max(2147483647, t('common.id.invalid'));

/** Id that must be present: `requiredKey` is shown when it is missing, empty or not a positive integer. */
export function requiredId(requiredKey: MessageKey) {
  const message = t(requiredKey);
  return z.coerce.number({ error: message }).int(message).positive(message).max(2147483647, message);
}

/** Route param `{ id }`. */
export const IdParamSchema = z.object({ id: IdSchema });

/** E-mail, trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: requiredError(t('contact.email.required')) })
  .trim()
  .toLowerCase()
  .min(1, t('contact.email.required'))
  .max(254, t('contact.email.invalid'))
  .regex(z.regexes.email, t('contact.email.invalid'));

/**
 * True for a Peruvian mobile number however it is typed ('987 654 321', '+51 987-654-321',
 * '51987654321'), checked with libphonenumber-js's metadata (see legal/phones.ts).
 */
export function isPeruCellphone(value: string): boolean {
  return isPeruMobile(value);
}

/**
 * The E.164 form of a Peruvian mobile number ('987 654 321' → '+51987654321'); other values are
 * returned trimmed. Numbers stored before issue 18 as 9 digits are still read by the display and
 * link helpers (formatPhoneDisplay, whatsAppLink).
 */
export function normalizeCellphone(value: string): string {
  return toPeruMobileE164(value) ?? value.trim();
}

/** Peru cellphone; the output is E.164 ('+51987654321'). */
export const CellphoneSchema = z
  .string({ error: requiredError(t('contact.cellphone.required')) })
  .trim()
  .min(1, t('contact.cellphone.required'))
  .refine(isPeruCellphone, t('contact.cellphone.invalid'))
  .overwrite(normalizeCellphone);

/** Calendar date 'YYYY-MM-DD' that exists (no 2024-02-30). */
export function isoDate(invalidKey: MessageKey = 'common.date.invalid') {
  return z
    .string({ error: requiredError(t(invalidKey)) })
    .trim()
    .refine(isValidIsoDate, { error: t(invalidKey), abort: true });
}

const WEB_URL =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(:\d{2,5})?([/?#][^\s]*)?$/i;

/** True for http(s) web addresses, with or without the scheme ('www.miempresa.pe'). */
export function isWebUrl(value: string): boolean {
  return value.length <= 2048 && WEB_URL.test(value.trim());
}

/** Optional web address; '' counts as not given. */
export function optionalUrl(key: MessageKey = 'common.url.invalid') {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isWebUrl(v), t(key))
    .nullish();
}

/** Textarea text: trimmed, at most `max` characters (default 1000, SPEC §5). */
export function textareaText(max: number = TEXTAREA_MAX_LENGTH) {
  return z.string().trim().normalize('NFC').max(max, t('textarea.value.max', { max }));
}
