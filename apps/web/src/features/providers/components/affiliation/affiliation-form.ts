/**
 * The affiliation form: the shared CreateProviderSchema (same rules and Spanish messages as the
 * API), plus the department and province the district is chosen from. One form, validated step
 * by step with `trigger(fields)`.
 */
import { z } from 'zod';
import { CreateProviderSchema } from '@eventos/domain';

export const AffiliationFormSchema = CreateProviderSchema.pick({
  company_name: true,
  slug: true,
  service_type_ids: true,
  contact_firstname: true,
  contact_lastname: true,
  email: true,
  cellphone: true,
  address_line1: true,
  address_line2: true,
  location_id: true,
  website: true,
  logo_id: true,
}).extend({
  department_id: z.string().optional(),
  province_id: z.string().optional(),
});

export type AffiliationFormInput = z.input<typeof AffiliationFormSchema>;
export type AffiliationFormOutput = z.output<typeof AffiliationFormSchema>;
export type AffiliationField = keyof AffiliationFormInput;

export interface AffiliationStep {
  key: 'company' | 'services' | 'contact' | 'logo' | 'confirm';
  label: string;
  title: string;
  description: string;
  fields: AffiliationField[];
}

export const AFFILIATION_FORM_STEPS: AffiliationStep[] = [
  {
    key: 'company',
    label: 'Empresa',
    title: '¿Cómo se llama tu negocio?',
    description: 'El nombre comercial que verán tus clientes y la dirección de tu página.',
    fields: ['company_name', 'slug'],
  },
  {
    key: 'services',
    label: 'Servicios',
    title: '¿Qué servicios ofreces?',
    description: 'Elige todos los que correspondan: así te encuentran en las búsquedas.',
    fields: ['service_type_ids'],
  },
  {
    key: 'contact',
    label: 'Contacto',
    title: 'Datos de contacto',
    description: 'Cómo te contactan tus clientes y dónde está tu negocio.',
    fields: [
      'contact_firstname',
      'contact_lastname',
      'email',
      'cellphone',
      'address_line1',
      'address_line2',
      'location_id',
      'website',
    ],
  },
  {
    key: 'logo',
    label: 'Logo',
    title: 'El logo de tu negocio',
    description: 'Aparece en tu página y en los resultados de búsqueda.',
    fields: ['logo_id'],
  },
  {
    key: 'confirm',
    label: 'Confirmación',
    title: 'Confirma tu correo',
    description: 'Te enviamos un código de 6 dígitos para confirmar que el correo es tuyo.',
    fields: [],
  },
];

export const AFFILIATION_DEFAULTS: AffiliationFormInput = {
  company_name: '',
  slug: '',
  service_type_ids: [],
  contact_firstname: '',
  contact_lastname: '',
  email: '',
  cellphone: '',
  address_line1: '',
  address_line2: '',
  department_id: '',
  province_id: '',
  location_id: '',
  website: '',
  logo_id: null,
};

/** Who is affiliating (the signed-in user of GET /user). */
export interface AffiliatingUser {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/** The empty form with the contact person and e-mail of the signed-in user already filled in. */
export function affiliationDefaults(user: AffiliatingUser | null | undefined): AffiliationFormInput {
  return {
    ...AFFILIATION_DEFAULTS,
    contact_firstname: user?.first_name?.trim() ?? '',
    contact_lastname: user?.last_name?.trim() ?? '',
    email: user?.email?.trim().toLowerCase() ?? '',
  };
}

/** The step a field belongs to (to show a server error on the right step). */
export function stepOfField(field: string): number {
  const index = AFFILIATION_FORM_STEPS.findIndex((step) => (step.fields as string[]).includes(field));
  return index === -1 ? AFFILIATION_FORM_STEPS.length - 1 : index;
}

/**
 * Text typed in the slug field, made URL-friendly as you type: lower case, accents removed,
 * spaces and other characters as '-' (a trailing '-' is kept while typing).
 */
export function normalizeSlugInput(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60);
}
