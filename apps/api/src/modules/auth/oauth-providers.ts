// The sign-in providers behind one interface, so the start/callback code path is the same for
// all of them: Google (OIDC discovery from GOOGLE_ISSUER), the built-in `dev` OIDC provider
// (discovery through PUBLIC_URL/oidc, answered in-process) and Facebook (OAuth 2.0 without an
// ID token: the profile comes from Graph /me). Each is enabled only when configured.
import { createHmac } from 'node:crypto';
import * as client from 'openid-client';
import type { Config } from '../../config';
import { DEV_CLIENT_ID, devClientSecret, devIssuer } from './dev-oidc/dev-settings';
import {
  PROVIDER_NAMES,
  profileFromFacebook,
  profileFromOidcClaims,
  type ProviderId,
  type SocialProfile,
} from './social-profile';

export const FACEBOOK_API_VERSION = 'v19.0';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_SECONDS = 15;

export type TokenResponse = Awaited<ReturnType<typeof client.authorizationCodeGrant>>;

export interface OAuthProvider {
  id: ProviderId;
  name: string;
  /** OIDC providers get a nonce and must return an ID token. */
  oidc: boolean;
  scope: string;
  configuration(): Promise<client.Configuration>;
  profile(config: client.Configuration, tokens: TokenResponse): Promise<SocialProfile>;
}

/** Lets openid-client talk plain HTTP to local servers (dev provider, tests); production uses https. */
function insecureIfHttp(url: string): Array<(config: client.Configuration) => void> {
  return url.startsWith('http:') ? [client.allowInsecureRequests] : [];
}

/** Caches a discovery for an hour; a failure is not cached. */
function cached(load: () => Promise<client.Configuration>): () => Promise<client.Configuration> {
  let entry: { at: number; value: Promise<client.Configuration> } | undefined;
  return () => {
    if (!entry || Date.now() - entry.at > DISCOVERY_TTL_MS) {
      const value = load();
      const current = { at: Date.now(), value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.value;
  };
}

async function oidcProfile(config: client.Configuration, tokens: TokenResponse): Promise<SocialProfile> {
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('id_token missing');
  let claims: Record<string, unknown> = { ...idClaims };
  if ((!claims.email || !claims.name) && config.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    claims = { ...info, ...claims, email: claims.email ?? info.email, name: claims.name ?? info.name };
  }
  return profileFromOidcClaims(claims);
}

/** Facebook endpoints; accepts bare hosts (https://www.facebook.com) or full URLs with a version. */
export function facebookEndpoints(config: Pick<Config, 'FACEBOOK_BASE_URL' | 'FACEBOOK_GRAPH_URL'>) {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const base = trim(config.FACEBOOK_BASE_URL);
  const graphBase = trim(config.FACEBOOK_GRAPH_URL);
  const authorize = /\/dialog\/oauth$/.test(base)
    ? base
    : `${/\/v\d+\.\d+$/.test(base) ? base : `${base}/${FACEBOOK_API_VERSION}`}/dialog/oauth`;
  const graph = /\/v\d+\.\d+$/.test(graphBase) ? graphBase : `${graphBase}/${FACEBOOK_API_VERSION}`;
  return {
    authorize,
    token: `${graph}/oauth/access_token`,
    me: `${graph}/me`,
    issuer: new URL(authorize).origin,
  };
}

export interface ProviderRegistryOptions {
  config: Config;
  /** fetch used for the dev provider (the API answering itself in-process). */
  devFetch?: client.CustomFetch;
}

export function createProviderRegistry({
  config,
  devFetch,
}: ProviderRegistryOptions): Map<ProviderId, OAuthProvider> {
  const providers = new Map<ProviderId, OAuthProvider>();
  const oidcScope = 'openid email profile';

  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const { GOOGLE_CLIENT_ID: id, GOOGLE_CLIENT_SECRET: secret, GOOGLE_ISSUER: issuer } = config;
    providers.set('google', {
      id: 'google',
      name: PROVIDER_NAMES.google,
      oidc: true,
      scope: oidcScope,
      configuration: cached(() =>
        client.discovery(new URL(issuer), id, secret, client.ClientSecretPost(secret), {
          execute: insecureIfHttp(issuer),
          timeout: HTTP_TIMEOUT_SECONDS,
        }),
      ),
      profile: oidcProfile,
    });
  }

  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    const { FACEBOOK_CLIENT_ID: id, FACEBOOK_CLIENT_SECRET: secret } = config;
    const endpoints = facebookEndpoints(config);
    providers.set('facebook', {
      id: 'facebook',
      name: PROVIDER_NAMES.facebook,
      oidc: false,
      scope: 'public_profile email',
      configuration: cached(async () => {
        const server: client.ServerMetadata = {
          issuer: endpoints.issuer,
          authorization_endpoint: endpoints.authorize,
          token_endpoint: endpoints.token,
        };
        const configuration = new client.Configuration(server, id, secret, client.ClientSecretPost(secret));
        configuration.timeout = HTTP_TIMEOUT_SECONDS;
        insecureIfHttp(endpoints.token).forEach((apply) => apply(configuration));
        return configuration;
      }),
      profile: async (_config, tokens) => {
        const url = new URL(endpoints.me);
        url.searchParams.set('fields', 'id,name,first_name,last_name,email,picture.type(large)');
        // appsecret_proof: Graph calls signed with the app secret (Facebook's recommendation).
        url.searchParams.set(
          'appsecret_proof',
          createHmac('sha256', secret).update(tokens.access_token).digest('hex'),
        );
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${tokens.access_token}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(HTTP_TIMEOUT_SECONDS * 1000),
        });
        if (!response.ok) throw new Error(`Graph /me answered ${response.status}`);
        return profileFromFacebook((await response.json()) as Record<string, unknown>);
      },
    });
  }

  if (config.AUTH_DEV_PROVIDER) {
    const issuer = devIssuer(config.PUBLIC_URL);
    const secret = devClientSecret(config.JWT_SECRET);
    providers.set('dev', {
      id: 'dev',
      name: PROVIDER_NAMES.dev,
      oidc: true,
      scope: oidcScope,
      configuration: cached(() =>
        client.discovery(new URL(issuer), DEV_CLIENT_ID, secret, client.ClientSecretBasic(secret), {
          execute: insecureIfHttp(issuer),
          timeout: HTTP_TIMEOUT_SECONDS,
          ...(devFetch ? { [client.customFetch]: devFetch } : {}),
        }),
      ),
      profile: oidcProfile,
    });
  }

  return providers;
}
