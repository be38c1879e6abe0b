/**
 * Affiliation calls (SPEC §7): POST providers/resendCode, POST providers/validateCode and
 * POST providers. Each returns the `data` of the envelope.
 */
import type { CreateProviderInput } from '@eventos/domain';
import { api } from '../../../lib/api-client';
import type { ApiData } from '../../../lib/api-client';
import type { Provider } from '../types';

export interface SentCode {
  sent: true;
  email_address: string;
  expires_at: string;
  /** Seconds before another code may be asked for. */
  resend_after_seconds: number;
}

export interface ValidatedCode {
  valid: true;
  preregister_id: number;
  email_address: string;
}

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
