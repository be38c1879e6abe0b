// Issue 17 (blog over GraphQL): an editor (ADMIN_EMAILS) writes and publishes a post with a cover;
// a visitor reads it server-rendered (title, Open Graph image and BlogPosting JSON-LD in the first
// response), and it appears on the home, in the RSS feed and in sitemap.xml.
import { expect, test } from './support/test';
import { makePhoto, signInAndGetToken } from './support/media';
import { uniqueSuffix } from './support/providers';
import { mainHeading } from './support/shell';

const EDITOR = { name: 'Editora Blog', email: 'editora.blog@example.com' };

test.describe('blog', () => {
  test.describe.configure({ mode: 'serial' });
  const suffix = uniqueSuffix();
  const title = `Cómo elegir la música de tu boda ${suffix}`;
  let slug = '';

  test('an editor writes a post with live preview and a cover, and publishes it', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAndGetToken(page, EDITOR, '/micuenta/blog', /\/micuenta\/blog$/);
    await expect(mainHeading(page)).toHaveText('Artículos del blog');
    await page.getByRole('link', { name: 'Nuevo artículo' }).click();
    await expect(mainHeading(page)).toHaveText('Nuevo artículo');

    // Saving empty: errors next to the fields, the first one focused.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Escribe el título del artículo')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await page.getByLabel('Resumen').fill('Orquesta, DJ o las dos: qué preguntar y cuánto reservar para la música de tu boda.');
    await page
      .getByLabel('Contenido (Markdown)')
      .fill('## Orquesta o DJ\n\nUna **orquesta** anima la pista; un DJ cubre toda la noche.\n\n<script>alert(1)</script>');
    const preview = page.getByLabel('Vista previa');
    await expect(preview.getByRole('heading', { name: 'Orquesta o DJ' })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);

    await page.getByLabel('Subir portada').setInputFiles({ name: 'portada.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(1600, 900) });
    await expect(page.getByRole('img', { name: 'Portada del artículo' })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Proveedores' }).click();
    await page.getByLabel('Etiquetas').fill('Bodas');
    await page.getByLabel('Etiquetas').press('Enter');
    await page.getByLabel('Publicado').check();
    await page.getByRole('button', { name: 'Publicar' }).click();

    await expect(page.getByText('Artículo publicado')).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/como-elegir-la-musica-de-tu-boda-[a-z0-9]+$/);
    slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(mainHeading(page)).toHaveText(title);
  });

  test('a visitor gets it server-rendered, with Open Graph and BlogPosting JSON-LD, and reads it', async ({ page, request }) => {
    const res = await request.get(`/blog/${slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title} | Blog de Eventos Perú</title>`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/cdn\/blog\/[^"]+\.jpg">/);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).not.toContain('alert(1)');

    await page.goto(`/blog/${slug}`);
    await expect(mainHeading(page)).toHaveText(title);
    await expect(page.getByText('1 min de lectura')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orquesta o DJ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    await page.getByRole('main').getByRole('link', { name: 'Proveedores', exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog\?categoria=proveedores$/);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  });

  test('it appears on the home, in the RSS feed and in the sitemap', async ({ page, request }) => {
    await page.goto('/');
    // The band loads when scrolled near (below the fold).
    const link = page.getByRole('region', { name: 'Del blog' }).getByRole('link', { name: new RegExp(title) });
    await expect(async () => {
      await page.mouse.wheel(0, 1_500);
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    const rss = await request.get('/blog/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    expect(await rss.text()).toContain(`/blog/${slug}</link>`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
  });
});
