import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { createBusinessProvider, signInAndGetToken } from './support/media';
import { withoutHydrationWait } from './support/hydration';
import { collectPageErrors } from './support/network';
import { mainHeading } from './support/shell';

// Issue 12 (server-rendered public pages): the HTML carries the page with its links, readable with
// JavaScript off; with JavaScript the app hydrates it without a warning and navigates client-side.

const EDITOR = { name: 'Editora Blog', email: 'editora.blog@example.com' };
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const POST_TITLE = `Cómo armar la lista de invitados ${RUN}`;

test.describe('server-rendered pages', () => {
  test.describe.configure({ mode: 'serial' });
  let site: { slug: string; company_name: string };
  let postSlug: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    const ownerPage = await browser.newPage();
    const provider = await createBusinessProvider(ownerPage, 'Ssr');
    site = { slug: provider.slug, company_name: provider.company_name };
    await ownerPage.context().close();

    const editorPage = await browser.newPage();
    const token = await signInAndGetToken(editorPage, EDITOR, '/sobre-nosotros', /\/sobre-nosotros$/);
    const created = await editorPage.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: 'mutation CreatePost($input: PostInput!) { createPost(input: $input) { id slug } }',
        variables: {
          input: {
            title: POST_TITLE,
            excerpt: 'Quién va, cuántos son y cómo confirmarlo sin perder la cuenta.',
            contentMarkdown: `## Empieza por el presupuesto\n\nEl número de invitados decide el local. Mira [proveedores](/proveedores) y [${site.company_name}](/${site.slug}).`,
            categorySlug: 'planificacion',
            status: 'published',
          },
        },
      },
    });
    const body = (await created.json()) as { data?: { createPost: { slug: string } }; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    postSlug = body.data!.createPost.slug;
    await editorPage.context().close();
  });

  test('with JavaScript off, the home, a provider site, search results and a blog post show their content and links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-PE' });
    const page = withoutHydrationWait(await context.newPage());

    // The home's featured providers are in the server's HTML (docs/decisions/257): cards with links.
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Proveedores destacados' });
    await expect(featured).toBeVisible();
    await expect(featured.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute('href', /^\/[a-z0-9-]+$/);

    await page.goto(`/${site.slug}`);
    await expect(page.getByText('necesita JavaScript')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: site.company_name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eventos Perú, ir al inicio' }).first()).toHaveAttribute('href', '/');

    await page.goto(`/buscar?q=${encodeURIComponent(site.company_name)}`);
    const card = page.getByRole('list', { name: 'Proveedores' }).getByRole('link', { name: new RegExp(site.company_name) }).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', new RegExp(`/${site.slug}$`));

    await page.goto(`/blog/${postSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Empieza por el presupuesto' })).toBeVisible();
    await expect(page.getByRole('link', { name: site.company_name }).first()).toHaveAttribute('href', `/${site.slug}`);

    await page.goto('/blog');
    await expect(page.getByRole('link', { name: POST_TITLE }).first()).toHaveAttribute('href', `/blog/${postSlug}`);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`every server-rendered page hydrates without a warning or page error at ${width} px`, async ({ browser, baseURL }) => {
      // Fifteen page loads, each waiting for hydration: minutes on a loaded machine.
      test.setTimeout(240_000);
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, locale: 'es-PE' });
      const paths = [
        '/',
        '/proveedores',
        '/buscar?q=fotografo',
        `/${site.slug}`,
        '/blog',
        `/blog/${postSlug}`,
        '/soy-un-proveedor',
        '/sitioweb',
        '/sobre-nosotros',
        '/terminos-y-condiciones',
        '/politica-de-privacidad',
        '/politica-de-contenido',
        '/preguntas-frecuentes',
        // A landing page (ADR 125); with no provider there it still answers 200 (noindex).
        '/proveedores/marinera-y-caballos-de-paso/moquegua',
        '/404',
      ];
      for (const path of paths) {
        const page = await context.newPage();
        const problems = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === '/404' ? 404 : 200);
        expect(await page.locator('#root > *').count(), `${path} arrives rendered`).toBeGreaterThan(0);
        await expect(page.locator('html[data-hydrated]'), path).toHaveCount(1);
        await expect(mainHeading(page), path).toBeVisible();
        expect(problems, path).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  }

  test('navigating between pages stays client-side', async ({ page }) => {
    const errors = collectPageErrors(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/sobre-nosotros');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expect(page).toHaveURL(/\/preguntas-frecuentes$/);
    await expect(mainHeading(page)).toHaveText('Preguntas frecuentes');
    await page.goto(`/blog/${postSlug}`);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Proveedores' }).click();
    await expect(page).toHaveURL(/\/proveedores$/);
    await expect(mainHeading(page)).toHaveText('Proveedores');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    // Only the two pages opened with goto were loaded as documents.
    expect(documents).toHaveLength(2);
    expect(errors.map(String)).toEqual([]);
  });
});

/** Hydration warnings and errors React or the page log, and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Failed to load resource: the server responded with a status of 404/.test(text)) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
