/**
 * Spanish messages for the `?error=` codes the API puts on the OAuth callback landing
 * (`/login/{provider}/callback?error=…`), plus the ones the browser step can produce.
 */
export const SIGN_IN_FAILED = 'No pudimos completar el inicio de sesión. Intenta nuevamente.';

const MESSAGES: Record<string, string> = {
  // State or nonce didn't match (a stale tab, a replayed or forged callback): nothing was created.
  invalid_state: SIGN_IN_FAILED,
  invalid_nonce: SIGN_IN_FAILED,
  access_denied: 'Cancelaste el inicio de sesión o no diste los permisos necesarios. Puedes intentarlo nuevamente.',
  provider_error: 'El servicio de inicio de sesión no respondió correctamente. Intenta nuevamente.',
  provider_unavailable:
    'No pudimos conectarnos con el servicio de inicio de sesión. Intenta nuevamente en unos minutos.',
  // The development sign-in never enters an account that uses Google or Facebook.
  social_account: 'Esta cuenta inicia sesión con Google o Facebook: la cuenta de prueba no puede usarla.',
  server_error: 'Ha ocurrido un problema al iniciar tu sesión. Intenta nuevamente.',
  // The browser step: the refresh cookie was missing or already used.
  session_missing: 'Tu inicio de sesión expiró antes de completarse. Vuelve a iniciar sesión.',
};

export function signInErrorMessage(code: string | null | undefined): string {
  return (code && MESSAGES[code]) || SIGN_IN_FAILED;
}

/** Display names for the callback page ("Ingresando con Google"). */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  dev: 'la cuenta de prueba',
};

export function providerDisplayName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/** A failed browser step of the sign-in, with the code of its message. */
export class SignInError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(signInErrorMessage(code));
    this.name = 'SignInError';
    this.code = code;
  }
}
