// Helpers for the media journeys (issue 5): photos made with sharp at run time (no binary
// fixtures), YouTube's images and player kept off the network, slow uploads to watch the
// progress, and a Business provider created through the real affiliation API.
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { startMailCatcher, verificationCode } from './mail';
import { newUser, signInWithDevProvider, uniqueSuffix } from './providers';
import type { TestUser } from './providers';

/** A photo-like JPEG/PNG: a colour gradient with some noise (so it does not compress to nothing). */
export async function makePhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
  hue = 330,
): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},70%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,60%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp(randomBytes(width * height), { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const image = sharp(svg).composite([{ input: noise, blend: 'soft-light' }]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

/** No internet in tests: YouTube thumbnails become a tiny JPEG, the player a blank page. */
export async function stubYouTubeAssets(page: Page): Promise<void> {
  const thumb = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#222' } })
    .jpeg()
    .toBuffer();
  await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/jpeg', body: thumb }),
  );
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Reproductor</title><p>Reproductor de YouTube</p>',
    }),
  );
}

/** Slows uploads down (Chrome DevTools protocol) so the progress bars can be seen; returns "restore". */
export async function throttleUploads(page: Page, kilobytesPerSecond = 150): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: kilobytesPerSecond * 1024,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/** Signs `user` in with the dev provider from `path` and returns the access token the app got. */
export async function signInAndGetToken(
  page: Page,
  user: TestUser,
  path: string,
  returnTo: RegExp,
): Promise<string> {
  let token: string | null = null;
  const isRefresh = (url: URL) => url.pathname === '/login/refresh';
  // The response body is gone once the app navigates on: read it on the way through.
  await page.route(isRefresh, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    try {
      token = (JSON.parse(text) as { access_token?: string }).access_token ?? token;
    } catch {
      // not JSON (a 401 without a session)
    }
    await route.fulfill({ response, body: text });
  });
  await page.goto(path);
  // A page that needs a session sends the visitor to /login, remembering it as `next`: wait for that
  // redirect before leaving for the sign-in, or the sign-in returns to '/'.
  if (/^\/(micuenta|scraping|eventos\/lista|cotizaciones)(\/|$)/.test(path)) await expect(page).toHaveURL(/\/login$/);
  await signInWithDevProvider(page, user, returnTo);
  await expect
    .poll(() => token, { message: 'POST /login/refresh?login did not answer a token' })
    .not.toBeNull();
  await page.unroute(isRefresh);
  return token as unknown as string;
}

export interface BusinessProvider {
  id: number;
  slug: string;
  company_name: string;
  albumId: number;
  owner: TestUser;
}

async function json<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  url: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(
    response.ok(),
    `${method.toUpperCase()} ${url} → ${response.status()} ${await response.text()}`,
  ).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * A Business provider owned by a new user, through the real API: e-mail code (read from the
 * captured mail), POST providers, PUT providers/{id}/upgrade. Leaves `page` signed in as the owner.
 */
export async function createBusinessProvider(page: Page, label = 'Duena'): Promise<BusinessProvider> {
  const owner = newUser(label);
  const token = await signInAndGetToken(page, owner, '/sobre-nosotros', /\/sobre-nosotros$/);
  const request = page.request;
  const [serviceTypes, locations] = await Promise.all([
    json<{ data: Array<{ id: number }> }>(request, 'get', '/api/v1/service-types', token),
    json<{ data: Array<{ id: number; name: string; type: string }> }>(
      request,
      'get',
      '/api/v1/locations',
      token,
    ),
  ]);
  const district =
    locations.data.find((l) => l.type === 'district' && l.name === 'Miraflores') ??
    locations.data.find((l) => l.type === 'district');
  const mail = await startMailCatcher();
  try {
    await json(request, 'post', '/api/v1/providers/resendCode', token, { email_address: owner.email });
    const code = verificationCode(await mail.waitForMail(owner.email, (m) => /c[oó]digo/i.test(m.text)));
    await json(request, 'post', '/api/v1/providers/validateCode', token, { code });
  } finally {
    await mail.close();
  }
  const suffix = uniqueSuffix();
  const company = `Eventos Ñusta ${suffix}`;
  const created = await json<{ data: { id: number; slug: string; album?: { id: number } | null } }>(
    request,
    'post',
    '/api/v1/providers',
    token,
    {
      company_name: company,
      slug: `eventos-nusta-${suffix}`,
      service_type_ids: serviceTypes.data.slice(0, 2).map((s) => s.id),
      contact_firstname: 'Rosa',
      contact_lastname: 'Quispe',
      cellphone: '987654321',
      email: owner.email,
      address_line1: 'Av. Larco 123',
      location_id: district?.id,
    },
  );
  await json(request, 'put', `/api/v1/providers/${created.data.id}/upgrade`, token);
  const albumId = created.data.album?.id;
  if (!albumId) throw new Error('POST providers no devolvió el álbum de la galería');
  return { id: created.data.id, slug: created.data.slug, company_name: company, albumId, owner };
}

/** Media ids of the album manager's grid, in order. */
export async function albumOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Fotos y videos del álbum' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-media-id') ?? ''));
}

/** Records whether the large heart (data-testid like-burst) shows up, however briefly. */
export async function watchForLikeBurst(page: Page): Promise<void> {
  await page.evaluate(() => {
    const flag = window as { likeBurstSeen?: boolean };
    flag.likeBurstSeen = false;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="like-burst"]')) {
        flag.likeBurstSeen = true;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Sizes as the page prints them ('850 B', '12.4 KB', '2.35 MB'). */
export function photoSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
