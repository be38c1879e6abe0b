// Helpers for the providers journey: sign in through the built-in `dev` identity provider's real
// pages, a PNG logo made on the fly, and unique names per run.
import { deflateSync } from 'node:zlib';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptConsentWhenAsked, settleConsent } from './consent';

export interface TestUser {
  name: string;
  email: string;
}

/** A new user for this run (the e2e database may outlive one run when the server is reused). */
export function newUser(label: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { name: `${label} Prueba`, email: `${label.toLowerCase()}.${id}@example.com` };
}

/** Short unique suffix (letters and digits) for company names and slugs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/**
 * Signs in with the `dev` provider: /login/dev → the provider's sign-in form (Nombre, Correo
 * electrónico, Ingresar) → our callback → the app returns to the path saved in the `next` cookie.
 * Call it after visiting the page to come back to.
 */
export async function signInWithDevProvider(page: Page, user: TestUser, returnTo: RegExp): Promise<void> {
  await page.goto('/login/dev');
  await page.getByLabel('Nombre').fill(user.name);
  await page.getByLabel('Correo electrónico').fill(user.email);
  const token = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login/refresh',
    { timeout: 60_000 },
  );
  await acceptConsentWhenAsked(page);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const response = await token;
  expect(response.status()).toBe(200);
  await settleConsent(page, ((await response.json()) as { access_token: string }).access_token);
  await expect(page).toHaveURL(returnTo, { timeout: 20_000 });
}

let crcTable: number[] | null = null;
function crc32(buffer: Buffer): number {
  crcTable ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG: a magenta square with a gold diagonal band (a stand-in logo). */
export function makeLogoPng(size = 320): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const band = Math.abs(x - y) < size / 8;
      row[1 + x * 3] = band ? 0xe3 : 0xb0;
      row[2 + x * 3] = band ? 0xa8 : 0x17;
      row[3 + x * 3] = band ? 0x2b : 0x4b;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
