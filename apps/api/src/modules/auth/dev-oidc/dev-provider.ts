// The built-in development OpenID Connect identity provider (oidc-provider 9), mounted at
// PUBLIC_URL + '/oidc'. It has exactly one client: our own API, which signs users in through
// it with the same code path as Google. Storage is oidc-provider's in-memory adapter, so it
// is meant for one process (development, tests, demos) — never enabled by default in production.
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { DevAccountStore } from './dev-accounts';
import { DEV_CLIENT_ID, DEV_OIDC_PATH, deriveSecret, devClientSecret, devIssuer } from './dev-settings';
import { errorPage } from './dev-views';

export { DEV_CLIENT_ID, DEV_OIDC_PATH } from './dev-settings';

export interface DevOidcSettings {
  publicUrl: string;
  secret: string;
  isProduction: boolean;
}

export interface DevOidc {
  provider: Provider;
  accounts: DevAccountStore;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

let signingKey: Promise<Record<string, unknown>> | undefined;

/** One RSA signing key per process (generating it takes a moment; tests build many apps). */
function getSigningKey(): Promise<Record<string, unknown>> {
  signingKey ??= (async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, alg: 'RS256', use: 'sig' };
  })();
  return signingKey;
}

export async function createDevOidc(settings: DevOidcSettings): Promise<DevOidc> {
  const issuer = devIssuer(settings.publicUrl);
  const clientSecret = devClientSecret(settings.secret);
  const accounts = new DevAccountStore(issuer);
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Eventos Perú',
        redirect_uris: [`${settings.publicUrl}/login/dev/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [await getSigningKey()] },
    cookies: {
      keys: [deriveSecret(settings.secret, 'dev-oidc-cookies')],
      long: { httpOnly: true, sameSite: 'lax', secure: settings.isProduction },
      short: { httpOnly: true, sameSite: 'lax', secure: settings.isProduction },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 30 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.name,
          given_name: account.given_name,
          family_name: account.family_name,
          picture: account.picture,
        }),
      };
    },
    renderError: (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      const detail = out.error_description ?? out.error ?? '';
      ctx.body = errorPage(`No pudimos completar el inicio de sesión. ${detail}`.trim());
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  return { provider, accounts, issuer, clientId: DEV_CLIENT_ID, clientSecret };
}
