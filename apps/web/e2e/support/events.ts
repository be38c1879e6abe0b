// Helpers for the events & quotations journey (issue 7): a mailbox for the captured mail,
// business providers created through the API (dev sign-in → e-mail code → POST providers →
// upgrade), the catalogue ids the journey uses, a small valid PDF, and the MUI X date field.
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { startMailCatcher, verificationCode } from './mail';
import type { CapturedMail } from './mail';
import { acceptConsentWhenAsked, settleConsent } from './consent';

// ---- mail --------------------------------------------------------------------------------

export interface Mailbox {
  /** The first mail to `to` matching `predicate`, polling until `timeoutMs`. */
  waitFor(to: string, predicate?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** The mail the e2e server sends (support/mail.ts: the run's shared catcher, or one of our own). */
export async function openMailbox(): Promise<Mailbox> {
  const catcher = await startMailCatcher();
  return {
    waitFor: (to, predicate, timeoutMs) => catcher.waitForMail(to, predicate, timeoutMs),
    close: () => catcher.close(),
  };
}

// ---- accounts ----------------------------------------------------------------------------

export interface Account {
  name: string;
  email: string;
}

export function newAccount(label: string): Account {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}`;
  return { name: `${label} Prueba`, email: `${label.toLowerCase()}.${id}@example.com` };
}

/**
 * On the dev identity provider's form (after "Continuar con cuenta de prueba" or /login/dev):
 * Nombre, Correo electrónico, Ingresar. Resolves the access token the app gets back.
 */
export async function fillDevSignIn(page: Page, account: Account): Promise<string> {
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 60_000 });
  await page.getByLabel('Nombre').fill(account.name);
  await page.getByLabel('Correo electrónico').fill(account.email);
  const token = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login/refresh',
    { timeout: 90_000 },
  );
  await acceptConsentWhenAsked(page);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const response = await token;
  expect(response.status()).toBe(200);
  const accessToken = ((await response.json()) as { access_token: string }).access_token;
  await settleConsent(page, accessToken);
  return accessToken;
}

// ---- catalogue ---------------------------------------------------------------------------

export interface Catalogue {
  serviceTypeId(name: string): number;
  eventTypeId(name: string): number;
  /** District id of department → province → district names. */
  districtId(department: string, province: string, district: string): number;
  /** The ids a POST events body needs for department → province → district names. */
  place(
    department: string,
    province: string,
    district: string,
  ): { department_id: number; province_id: number; district_id: number };
}

export async function loadCatalogue(request: APIRequestContext): Promise<Catalogue> {
  const get = async <T>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data;
  const services = await get<Array<{ id: number; type_name: string }>>('/api/v1/service-types');
  const events = await get<Array<{ id: number; type_name: string }>>('/api/v1/event-types');
  const locations =
    await get<Array<{ id: number; name: string; type: string; parent_id: number | null }>>(
      '/api/v1/locations',
    );
  const find = <T extends { id: number }>(list: T[], ok: (x: T) => boolean, what: string) => {
    const found = list.find(ok);
    if (!found) throw new Error(`No existe en el catálogo: ${what}`);
    return found.id;
  };
  const place = (department: string, province: string, district: string) => {
    const dep = find(locations, (l) => l.type === 'department' && l.name === department, department);
    const prov = find(
      locations,
      (l) => l.type === 'province' && l.parent_id === dep && l.name === province,
      province,
    );
    const dist = find(
      locations,
      (l) => l.type === 'district' && l.parent_id === prov && l.name === district,
      district,
    );
    return { department_id: dep, province_id: prov, district_id: dist };
  };
  return {
    serviceTypeId: (name) => find(services, (s) => s.type_name === name, name),
    eventTypeId: (name) => find(events, (e) => e.type_name === name, name),
    districtId: (department, province, district) => place(department, province, district).district_id,
    place,
  };
}

// ---- business providers ------------------------------------------------------------------

export interface BusinessProvider {
  context: BrowserContext;
  page: Page;
  account: Account;
  id: number;
  slug: string;
  companyName: string;
  token: string;
  /** GET /api/v1/providers/:id/kpis as the owner. */
  kpis(): Promise<{
    customers_count: number;
    quotations_count: number;
    conversion_rate: number;
    sales_total: number;
  }>;
}

/**
 * A signed-in browser context for a new Business provider offering `serviceTypeId` in
 * `districtId`, created through the API exactly as the affiliation page does: e-mail code
 * (captured), POST providers, PUT providers/:id/upgrade. The page is left on '/'.
 */
export async function createBusinessProvider(
  browser: Browser,
  baseURL: string,
  mailbox: Mailbox,
  opts: { label: string; companyName: string; slug: string; serviceTypeId: number; districtId: number },
): Promise<BusinessProvider> {
  const context = await browser.newContext({ baseURL, locale: 'es-PE', timezoneId: 'America/Lima' });
  const page = await context.newPage();
  const account = newAccount(opts.label);
  await page.goto('/login/dev');
  const token = await fillDevSignIn(page, account);
  const headers = { Authorization: `Bearer ${token}` };
  const api = context.request;

  const sent = await api.post('/api/v1/providers/resendCode', {
    headers,
    data: { email_address: account.email },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = verificationCode(await mailbox.waitFor(account.email, (m) => /c[oó]digo/i.test(m.text)));
  const validated = await api.post('/api/v1/providers/validateCode', { headers, data: { code } });
  expect(validated.status(), await validated.text()).toBe(200);
  const { preregister_id } = ((await validated.json()) as { data: { preregister_id: number } }).data;

  const created = await api.post('/api/v1/providers', {
    headers,
    data: {
      preregister_id,
      company_name: opts.companyName,
      slug: opts.slug,
      service_type_ids: [opts.serviceTypeId],
      contact_firstname: opts.label,
      contact_lastname: 'Prueba',
      email: account.email,
      cellphone: '987654321',
      address_line1: 'Av. Larco 345',
      location_id: opts.districtId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const provider = ((await created.json()) as { data: { id: number; slug: string } }).data;
  const upgraded = await api.put(`/api/v1/providers/${provider.id}/upgrade`, { headers });
  expect(upgraded.status(), await upgraded.text()).toBe(200);
  // The app's session has the user without a provider: a fresh load asks GET /user again.
  await page.goto('/');

  return {
    context,
    page,
    account,
    id: provider.id,
    slug: provider.slug,
    companyName: opts.companyName,
    token,
    kpis: async () => {
      const res = await api.get(`/api/v1/providers/${provider.id}/kpis`, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: Awaited<ReturnType<BusinessProvider['kpis']>> }).data;
    },
  };
}

// ---- files and fields --------------------------------------------------------------------

/** A small valid one-page PDF ("Cotización de prueba"), with a correct xref table. */
export function makePdf(text = 'Cotizacion de prueba'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** 'YYYY-MM-DD' → the digits typed into an MUI X date field (DD/MM/YYYY): 'DDMMYYYY'. */
export function dateDigits(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}${m}${y}`;
}

/** Types a date into the MUI X date field labelled `label` (sections DD/MM/YYYY). */
export async function typeDate(page: Page, label: string, iso: string): Promise<void> {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(dateDigits(iso));
}

/** Today + `days` in Lima, 'YYYY-MM-DD'. */
export function limaDatePlus(days: number): string {
  const lima = new Date(Date.now() - 5 * 3600_000 + days * 86_400_000);
  return lima.toISOString().slice(0, 10);
}

/** The snackbar's message. */
export function snackbar(page: Page): Locator {
  return page.getByRole('alert').filter({ hasNot: page.locator('[role="alert"] [role="alert"]') });
}
