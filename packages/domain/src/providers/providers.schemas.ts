/**
 * Provider affiliation and site editing (SPEC §5, §7): slug, company name, introductory text,
 * services, contact data, and POST providers.
 */
import { z } from '../zod';
import { INTRO_TEXT_MAX_LENGTH, INTRO_TEXT_MIN_LENGTH } from '../constants';
import { t } from '../messages/format-message';
import { isReservedSlug } from '../routes';
import {
  CellphoneSchema,
  EmailSchema,
  IdSchema,
  optionalText,
  optionalUrl,
  requiredId,
  requiredText,
} from '../common/common.schemas';
import { personName } from '../users/users.schemas';

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COMPANY_NAME_MIN_LENGTH = 2;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const SERVICES_MAX = 30;
export const ADDRESS_MAX_LENGTH = 150;

/** Single-segment site address: lower-case letters without accents, digits and inner hyphens. */
export const SlugSchema = requiredText('providers.slug.required')
  .min(SLUG_MIN_LENGTH, t('providers.slug.min', { length: SLUG_MIN_LENGTH }))
  .max(SLUG_MAX_LENGTH, t('providers.slug.max', { max: SLUG_MAX_LENGTH }))
  .regex(SLUG_PATTERN, t('providers.slug.format'))
  .refine((slug) => !isReservedSlug(slug), t('providers.slug.reserved'));

export const CompanyNameTextSchema = requiredText('providers.company_name.required')
  .min(COMPANY_NAME_MIN_LENGTH, t('providers.company_name.min', { length: COMPANY_NAME_MIN_LENGTH }))
  .max(COMPANY_NAME_MAX_LENGTH, t('providers.company_name.max', { max: COMPANY_NAME_MAX_LENGTH }));

/** PUT providers/{id}/name. */
export const CompanyNameSchema = z.object({ company_name: CompanyNameTextSchema, slug: SlugSchema });
export type CompanyNameInput = z.infer<typeof CompanyNameSchema>;

export const IntroTextSchema = requiredText('providers.introductory_text.required')
  .min(INTRO_TEXT_MIN_LENGTH, t('providers.introductory_text.min', { length: INTRO_TEXT_MIN_LENGTH }))
  .max(INTRO_TEXT_MAX_LENGTH, t('providers.introductory_text.max', { max: INTRO_TEXT_MAX_LENGTH }));

/** PUT providers/{id}/intro. */
export const IntroSchema = z.object({ introductory_text: IntroTextSchema });
export type IntroInput = z.infer<typeof IntroSchema>;

/** At least one service type (SPEC §5 "Service selector"); repeated ids count once. */
export const ServiceTypeIdsSchema = z
  .array(IdSchema, { error: t('providers.service_type_ids.min') })
  .min(1, t('providers.service_type_ids.min'))
  .max(SERVICES_MAX, t('providers.service_type_ids.max', { max: SERVICES_MAX }))
  .overwrite((ids) => [...new Set(ids)]);

/** PUT providers/{id}/services. */
export const ServicesSchema = z.object({ service_type_ids: ServiceTypeIdsSchema });
export type ServicesInput = z.infer<typeof ServicesSchema>;

const contactFields = {
  contact_firstname: personName('providers.contact_firstname.required'),
  contact_lastname: personName('providers.contact_lastname.required'),
  cellphone: CellphoneSchema,
  email: EmailSchema,
  address_line1: requiredText('providers.address_line1.required').max(
    ADDRESS_MAX_LENGTH,
    t('common.field.max', { max: ADDRESS_MAX_LENGTH }),
  ),
  address_line2: optionalText(ADDRESS_MAX_LENGTH),
  location_id: requiredId('providers.location_id.required'),
};

/**
 * PUT providers/{id}/contact. `location_id` is the district. `website`: '' removes it, leaving it
 * out keeps the current one.
 */
export const ContactSchema = z.object({ ...contactFields, website: optionalUrl() });
export type ContactInput = z.infer<typeof ContactSchema>;

/**
 * PUT providers/{id}/contact body: a new `email` is used only once confirmed with the mailed code
 * (POST providers/resendCode + validateCode, as in the affiliation); `preregister_id` is the
 * validated code's id.
 */
export const ContactUpdateSchema = ContactSchema.extend({ preregister_id: IdSchema.nullish() });
export type ContactUpdateInput = z.infer<typeof ContactUpdateSchema>;

/**
 * POST providers (affiliation). `created_by` and `guid` are accepted for compatibility with the
 * spec's body but the API ignores them: the owner is the signed-in user and the server picks the guid.
 */
export const CreateProviderSchema = z.object({
  preregister_id: IdSchema.nullish(),
  guid: z.string().trim().max(64).nullish(),
  company_name: CompanyNameTextSchema,
  slug: SlugSchema,
  service_type_ids: ServiceTypeIdsSchema,
  ...contactFields,
  district_name: optionalText(100),
  website: optionalUrl(),
  logo_id: IdSchema.nullish(),
  created_by: IdSchema.nullish(),
});
export type CreateProviderInput = z.infer<typeof CreateProviderSchema>;
