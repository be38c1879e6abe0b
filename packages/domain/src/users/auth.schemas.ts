/**
 * The sign-in API (auth routes, mounted at the root): the social sign-in providers, the provider's
 * callback and the access token that POST login/refresh answers.
 */
import { z } from '../zod';
import { dataEnvelope } from '../pagination/pagination.schemas';

/** GET login/{provider} and its callback. */
export const SignInProviderParamsSchema = z.object({ provider: z.string().max(40) });

/** A sign-in provider offered to the user (GET login/providers). */
export const SignInProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SignInProvider = z.infer<typeof SignInProviderSchema>;
export const SignInProvidersEnvelope = dataEnvelope(z.array(SignInProviderSchema));

/** The provider's answer (code, state, error…) or the web app's (done, error), passed on as received. */
export const SignInCallbackQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** POST login/refresh[?login]: `?login` marks the refresh that finishes a sign-in (the OAuth callback page). */
export const RefreshQuerySchema = z.object({ login: z.string().optional() });

/** POST login/refresh: a new access token (the refresh token rotates in its cookie). */
export const AccessTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;
