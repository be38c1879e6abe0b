import { describe, it, expect } from 'vitest';
import {
  APP_ROUTES,
  RESERVED_SLUGS,
  blogPostPath,
  createEventPath,
  eventDetailPath,
  eventSearcherPath,
  isReservedSlug,
  oauthCallbackPath,
  providerSitePath,
  requiresLogin,
  shouldSaveNextPath,
} from './routes';

describe('APP_ROUTES', () => {
  it('has the spec paths', () => {
    expect(APP_ROUTES.myAccount).toBe('/micuenta');
    expect(APP_ROUTES.createEvent).toBe('/eventos/crear/:step?');
    expect(APP_ROUTES.oauthCallback).toBe('/login/:provider/callback');
    expect(APP_ROUTES.providerSite).toBe('/:slug');
  });

  it('builds dynamic paths', () => {
    expect(blogPostPath('mi-boda')).toBe('/blog/mi-boda');
    expect(oauthCallbackPath('google')).toBe('/login/google/callback');
    expect(createEventPath()).toBe('/eventos/crear');
    expect(createEventPath(3)).toBe('/eventos/crear/3');
    expect(eventSearcherPath()).toBe('/eventos/buscador');
    expect(eventSearcherPath(9)).toBe('/eventos/buscador/9');
    expect(eventDetailPath(4)).toBe('/eventos/4');
    expect(providerSitePath('la-casona')).toBe('/la-casona');
  });
});

describe('reserved slugs', () => {
  it('reserves every first segment of the app and the API', () => {
    for (const path of Object.values(APP_ROUTES)) {
      const first = path.split('/')[1];
      if (first && !first.startsWith(':')) expect(isReservedSlug(first)).toBe(true);
    }
    for (const s of [
      'blog',
      'eventos',
      'proveedores',
      'buscar',
      'login',
      'micuenta',
      'api',
      'cdn',
      'oidc',
      '404',
      'afiliacion',
      'sitioweb',
    ]) {
      expect(RESERVED_SLUGS.has(s)).toBe(true);
    }
  });

  it('ignores case and spaces', () => {
    expect(isReservedSlug(' BLOG ')).toBe(true);
    expect(isReservedSlug('la-casona')).toBe(false);
    expect(isReservedSlug('blogs')).toBe(false);
  });
});

describe('navigation rules', () => {
  it('knows the login-required paths', () => {
    expect(requiresLogin('/micuenta')).toBe(true);
    expect(requiresLogin('/micuenta/')).toBe(true);
    expect(requiresLogin('/scraping')).toBe(true);
    expect(requiresLogin('/cotizaciones')).toBe(true);
    expect(requiresLogin('/')).toBe(false);
    expect(requiresLogin('/micuentas')).toBe(false);
    expect(requiresLogin('/la-casona')).toBe(false);
  });

  it('saves the next path except on login and the callback', () => {
    expect(shouldSaveNextPath('/login')).toBe(false);
    expect(shouldSaveNextPath('/login/')).toBe(false);
    expect(shouldSaveNextPath('/login/google/callback')).toBe(false);
    expect(shouldSaveNextPath('/micuenta')).toBe(true);
    expect(shouldSaveNextPath('/eventos/crear/2')).toBe(true);
    expect(shouldSaveNextPath('/')).toBe(true);
  });
});
