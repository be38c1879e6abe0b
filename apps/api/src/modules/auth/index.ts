// Public entry of the auth module: what other modules may use (docs/decisions/134-module-public-entries.md).
export { bearerToken, verifyAccessToken } from './access-token';
export { clearRefreshCookie } from './auth-cookies';
export { FACEBOOK_API_VERSION } from './oauth-providers';
export { createSessionRevocations, type SessionRevocations } from './session-revocations';
