/**
 * Affiliation calls (SPEC §7): POST providers/resendCode, POST providers/validateCode and
 * POST providers. Each returns the `data` of the envelope.
 */
import type { CreateProviderInput, EmailCodeSent, EmailCodeValid } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Provider } from '../types';

/** The answers of resendCode and validateCode: the domain's EmailCodeSentSchema and EmailCodeValidSchema. */
export type SentCode = EmailCodeSent;
export type ValidatedCode = EmailCodeValid;

/** Mails a 6-digit code to `email` (a new one invalidates the previous). */
export async function sendEmailCode(email: string): Promise<SentCode> {
  return (await api.post<ApiData<SentCode>>('/providers/resendCode', { email_address: email })).data;
}

export async function validateEmailCode(code: string): Promise<ValidatedCode> {
  return (await api.post<ApiData<ValidatedCode>>('/providers/validateCode', { code })).data;
}

/** Creates the signed-in user's provider (basic plan); the API attaches it to the user. */
export async function createProvider(body: CreateProviderInput): Promise<Provider> {
  return (await api.post<ApiData<Provider>>('/providers', body)).data;
}
