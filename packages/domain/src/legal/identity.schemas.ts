/**
 * A provider's legal identity: RUC + razón social (company or person with business), or DNI
 * (person). See peru-ids.ts for the rules.
 */
import { z } from '../zod';
import { t } from '../messages/format-message';
import { digitsOnly, isValidDni, isValidRuc } from './peru-ids';

/** RUC typed with or without separators; the output is the 11 digits. */
export const RucSchema = z
  .string()
  .trim()
  .transform(digitsOnly)
  .refine(isValidRuc, t('identity.ruc.invalid'));

/** DNI; the output is the 8 digits. */
export const DniSchema = z.string().trim().transform(digitsOnly).refine(isValidDni, t('identity.dni.invalid'));

/** Public label of an identity: 'RUC 20123456789' or 'DNI 12345678'. */
export function identityLabel(identity: { ruc?: string | null; dni?: string | null }): string | null {
  if (identity.ruc) return `RUC ${identity.ruc}`;
  if (identity.dni) return `DNI ${identity.dni}`;
  return null;
}

/** PUT /api/v1/providers/{id}/identity: a company (RUC + razón social) or a person (DNI). */
export const ProviderIdentitySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ruc'),
    ruc: RucSchema,
    legal_name: z
      .string({ error: t('identity.legal_name.required') })
      .trim()
      .normalize('NFC')
      .min(1, t('identity.legal_name.required'))
      .max(200),
  }),
  z.object({ type: z.literal('dni'), dni: DniSchema }),
]);
export type ProviderIdentityInput = z.input<typeof ProviderIdentitySchema>;

/** The answer of PUT providers/{id}/identity: what is registered (the DNI itself is not returned). */
export const ProviderIdentityOutSchema = z.object({ ruc: z.string().nullable(), legal_name: z.string().nullable(), has_dni: z.boolean() });
export type ProviderIdentityOut = z.infer<typeof ProviderIdentityOutSchema>;
