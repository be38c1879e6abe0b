/**
 * Personal data (Ley 29733, Ley de Protección de Datos Personales; its regulation DS 016-2024-JUS):
 * consent records with the policy version, the data export and the account deletion.
 * See docs/decisions/181-personal-data-consent.md.
 */
import { z } from '../zod';
import { t } from '../messages/format-message';
import { CONSENT_KINDS } from './privacy';

/** POST /api/v1/user/consents: terms + privacy must be accepted; marketing is optional. */
export const AcceptConsentsSchema = z.object({
  accept_terms: z.literal(true, { error: t('consent.terms.required') }),
  marketing: z.boolean().default(false),
  /** The version the user saw; must be the current one. */
  version: z.string().trim().min(1).max(40),
});
export type AcceptConsentsInput = z.input<typeof AcceptConsentsSchema>;

/**
 * PUT /api/v1/user/consents/marketing: give or withdraw the optional consent for marketing e-mails
 * at any time from /micuenta (stored like the others, with the policy version and the time).
 */
export const MarketingConsentSchema = z.object({
  granted: z.boolean({ error: t('consent.marketing.invalid') }),
});
export type MarketingConsentInput = z.infer<typeof MarketingConsentSchema>;

export const ConsentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  version: z.string(),
  created_at: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** GET /api/v1/user/consents. */
export const ConsentStatusSchema = z.object({
  current_version: z.string(),
  /** True when the user has not accepted the current version yet. */
  required: z.boolean(),
  terms_privacy: ConsentRecordSchema.nullable(),
  marketing: ConsentRecordSchema.nullable(),
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** Word the user types to confirm the deletion of the account. */
export const ACCOUNT_DELETE_WORD = 'ELIMINAR';

/** DELETE /api/v1/user (body). */
export const DeleteAccountSchema = z.object({
  confirm: z
    .string()
    .trim()
    .refine((v) => v.toUpperCase() === ACCOUNT_DELETE_WORD, t('account.delete.confirm')),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** What happens to each kind of data when an account is deleted (shown before confirming). */
export const ACCOUNT_DELETION_EFFECTS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Tu perfil y tus accesos',
    text: 'Se borran tu nombre, correo, foto, cuentas de Google o Facebook vinculadas, sesiones, me gusta, álbumes y notificaciones.',
  },
  {
    title: 'Tus eventos',
    text: 'Se eliminan tus eventos y las invitaciones que enviaste.',
  },
  {
    title: 'Tus cotizaciones',
    text: 'Las cotizaciones que pediste se eliminan junto con tus eventos; los proveedores ya no verán tus datos de contacto.',
  },
  {
    title: 'Tus reseñas',
    text: 'Se eliminan tus reseñas y calificaciones.',
  },
  {
    title: 'Tu sitio de proveedor',
    text: 'Si tienes un sitio de proveedor, se elimina con sus fotos, videos, testimonios y las cotizaciones que recibiste.',
  },
  {
    title: 'Lo que se conserva por ley',
    text: 'Las hojas del Libro de Reclamaciones que presentaste se conservan sin cambios al menos dos años (DS 011-2011-PCM) y no están vinculadas a tu cuenta. El registro de tus consentimientos se elimina con la cuenta.',
  },
];
