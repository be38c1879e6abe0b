import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('../consent');
}

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.appendChild(meta);
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'ep_consent_analytics=; max-age=0; path=/';
  delete window.dataLayer;
});
afterEach(() => {
  document.head.innerHTML = '';
});

const gtmScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('gtm.js'));

describe('analytics consent and the tag manager', () => {
  it('loads nothing and records nothing before "Aceptar"; loads the container after it', async () => {
    setMeta('eventos:gtm', 'GTM-AB12CD3');
    setMeta('eventos:gtm-script', 'http://127.0.0.1:3172/gtm.js');
    const store = await freshStore();
    store.startTagManagerIfAccepted();
    store.trackEvent('search', { search_term: 'dj' });
    expect(gtmScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();

    store.chooseConsent('granted');
    expect(gtmScripts().map((s) => s.src)).toEqual(['http://127.0.0.1:3172/gtm.js?id=GTM-AB12CD3']);
    expect(document.cookie).toContain('ep_consent_analytics=granted');
    store.trackEvent('provider_view', { provider_slug: 'dj-andres' });
    expect(window.dataLayer).toContainEqual({ event: 'provider_view', provider_slug: 'dj-andres' });
  });

  it('"Rechazar" is remembered and keeps everything off', async () => {
    setMeta('eventos:gtm', 'GTM-AB12CD3');
    let store = await freshStore();
    store.chooseConsent('denied');
    store.trackEvent('search');
    expect(gtmScripts()).toHaveLength(0);
    store = await freshStore();
    store.startTagManagerIfAccepted();
    expect(store.storedChoice()).toBe('denied');
    expect(gtmScripts()).toHaveLength(0);
  });

  it('a visitor who accepted before gets the tag manager on the next visit; without a container nothing happens', async () => {
    document.cookie = 'ep_consent_analytics=granted; path=/';
    let store = await freshStore();
    store.startTagManagerIfAccepted();
    expect(gtmScripts()).toHaveLength(0); // no container configured
    setMeta('eventos:gtm', 'GTM-AB12CD3');
    store = await freshStore();
    store.startTagManagerIfAccepted();
    expect(gtmScripts()).toHaveLength(1);
  });
});
