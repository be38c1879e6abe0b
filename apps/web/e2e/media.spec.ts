import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { seriousViolations } from './support/axe';
import {
  albumOrder,
  createBusinessProvider,
  makePhoto,
  photoSize,
  signInAndGetToken,
  stubYouTubeAssets,
  throttleUploads,
  watchForLikeBurst,
} from './support/media';
import { newUser } from './support/providers';
import { expectNoHorizontalScroll, mainHeading } from './support/shell';

// Issue 5 (photos and videos). The image compressor runs on its own page; the album journey
// (owner uploads, reorders, trashes and restores, adds a YouTube video; a visitor watches; a
// customer likes and saves) needs the provider site to mount the media components.

test.describe('image compressor', () => {
  test('compresses in the browser: before/after sizes and dimensions, quality, size, JPEG download, nothing uploaded', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postDataBuffer();
      if (
        request.method() !== 'GET' &&
        (new URL(request.url()).pathname.startsWith('/api/') || (body?.length ?? 0) > 10_000)
      ) {
        sent.push(`${request.method()} ${request.url()}`);
      }
    });
    const photo = await makePhoto(2000, 1333, 'jpeg');
    const logo = await makePhoto(1000, 800, 'png', 180);

    await page.goto('/image-compressor');
    await expect(mainHeading(page)).toHaveText('Compresor de imágenes');
    await expect(page.getByText('Tus imágenes no salen de tu dispositivo.')).toBeVisible();
    await page.getByLabel('Elegir imágenes').setInputFiles([
      { name: 'fiesta.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    ]);
    await expect(page.getByRole('heading', { name: '2 imágenes' })).toBeVisible();

    const card = page.getByRole('article', { name: 'fiesta.jpg' });
    const download = card.getByRole('link', { name: 'Descargar JPEG' });
    await expect(download).toHaveAttribute('href', /^blob:/, { timeout: 30_000 });
    await expect(card.getByText(photoSize(photo.length))).toBeVisible();
    await expect(card.getByText('2000 × 1333 px')).toHaveCount(2); // before and after (original size)
    await expect(card.getByText(/^−\d+%$/)).toBeVisible();

    // Largest side 1280 px, lowest quality: smaller again.
    await page.getByLabel('Tamaño máximo').click();
    await page.getByRole('option', { name: '1280 px' }).click();
    await expect(card.getByText('1280 × 853 px')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('slider').focus();
    await page.keyboard.press('Home');
    await expect(page.getByText('Calidad: 10%')).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await expect(download).toHaveAttribute('href', /^blob:/);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('fiesta-comprimida.jpg');
    const bytes = await readFile((await file.path()) as string);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]); // a JPEG
    expect(bytes.length).toBeLessThan(photo.length);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 853 });

    // The PNG became a JPEG too.
    const png = page.getByRole('article', { name: 'logo.png' });
    await expect(png.getByText('1000 × 800 px').first()).toBeVisible();
    await expect(png.getByRole('link', { name: 'Descargar JPEG' })).toHaveAttribute(
      'download',
      'logo-comprimida.jpg',
    );

    // Only images are taken; nothing left the browser.
    await page
      .getByLabel('Elegir imágenes')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByText('Solo se aceptan imágenes JPG, PNG o WebP')).toBeVisible();
    await png.getByRole('button', { name: 'Quitar logo.png' }).click();
    await expect(page.getByRole('heading', { name: '1 imagen' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('fits a phone screen and has no serious accessibility problems', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/image-compressor');
    await page
      .getByLabel('Elegir imágenes')
      .setInputFiles({ name: 'boda.jpg', mimeType: 'image/jpeg', buffer: await makePhoto(1800, 1200) });
    await expect(
      page.getByRole('article', { name: 'boda.jpg' }).getByRole('link', { name: 'Descargar JPEG' }),
    ).toHaveAttribute('href', /^blob:/, {
      timeout: 30_000,
    });
    await expectNoHorizontalScroll(page, 360);
    expect(await seriousViolations(browser, baseURL as string, '/image-compressor')).toEqual([]);
  });
});

test.describe('albums, videos, likes and customer albums', () => {
  test.describe.configure({ mode: 'serial' });
  let provider: Awaited<ReturnType<typeof createBusinessProvider>>;
  let photoIds: string[] = [];

  test('the owner uploads 3 photos with progress, reorders, trashes and restores one, and adds a YouTube video', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await stubYouTubeAssets(page);
    provider = await createBusinessProvider(page);
    await page.goto(`/${provider.slug}`);
    await expect(mainHeading(page)).toHaveText(provider.company_name);
    await page.getByLabel('Editar sitio').check();
    await expect(page.getByRole('tab', { name: 'Álbum (0)' })).toBeVisible();

    // 1) Three photos, uploaded at once with visible progress.
    const files = await Promise.all([
      makePhoto(2400, 1600, 'jpeg', 330).then((buffer) => ({
        name: 'boda-1.jpg',
        mimeType: 'image/jpeg',
        buffer,
      })),
      makePhoto(1200, 1800, 'jpeg', 20).then((buffer) => ({
        name: 'torta.jpg',
        mimeType: 'image/jpeg',
        buffer,
      })),
      makePhoto(1400, 933, 'png', 180).then((buffer) => ({
        name: 'salon.png',
        mimeType: 'image/png',
        buffer,
      })),
    ]);
    const restore = await throttleUploads(page, 120);
    await page.getByLabel('seleccionar fotos').setInputFiles(files);
    await expect(page.getByRole('progressbar', { name: /^Subiendo / }).first()).toBeVisible();
    await expect(page.getByText(/^\d{1,3}%$/).first()).toBeVisible();
    await restore();
    const grid = page.getByRole('list', { name: 'Fotos y videos del álbum' }).getByRole('listitem');
    await expect(grid).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByRole('tab', { name: 'Álbum (3)' })).toBeVisible();

    // 2) Reorder (keyboard button; the order is saved on the server).
    const before = await albumOrder(page);
    await page.getByRole('button', { name: 'Mover Foto 3 antes', exact: true }).click();
    const expected = [before[0], before[2], before[1]];
    await expect.poll(() => albumOrder(page)).toEqual(expected);
    await page.reload();
    await page.getByLabel('Editar sitio').check();
    await expect.poll(() => albumOrder(page)).toEqual(expected);
    photoIds = expected as string[];

    // 3) Trash one, find it in "Papelera", restore it.
    await page.getByRole('button', { name: 'Enviar Foto 1 a la papelera', exact: true }).click();
    await expect(page.getByText('Enviado a la papelera')).toBeVisible();
    await expect(grid).toHaveCount(2);
    await page.getByRole('tab', { name: 'Papelera (1)' }).click();
    const trash = page.getByRole('list', { name: 'Papelera' }).getByRole('listitem');
    await expect(trash).toHaveCount(1);
    await trash.getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('Restaurado en el álbum')).toBeVisible();
    await expect(page.getByText('La papelera está vacía.')).toBeVisible();
    await page.getByRole('tab', { name: 'Álbum (3)' }).click();
    await expect(grid).toHaveCount(3);

    // 4) A YouTube video through the dialog (metadata from the local fake YouTube).
    await page.getByRole('button', { name: 'Agregar video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar video' });
    await dialog.getByLabel('Enlace de YouTube').fill('https://vimeo.com/76979871');
    await expect(dialog.getByText('Ingresa un enlace válido de YouTube')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await dialog.getByLabel('Enlace de YouTube').fill('https://youtu.be/dQw4w9WgXcQ?si=e2e');
    await expect(dialog.getByText('Nuestra boda en Cusco')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(/Un día inolvidable/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Video guardado')).toBeVisible();
    await expect(grid).toHaveCount(4);
  });

  test('a visitor sees them in the masonry gallery and plays the video', async ({ page }) => {
    test.setTimeout(90_000);
    await stubYouTubeAssets(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`/${provider.slug}`);
    const gallery = page.getByRole('list', { name: 'Galería' });
    await expect(gallery.getByRole('listitem')).toHaveCount(3);
    // Hydrated from the server render's state (the site read with its photos and reviews, ADR 338):
    // the browser asks for none of the three again.
    await page.waitForLoadState('networkidle');
    expect(apiCalls.filter((url) => /^\/api\/v1\/providers(\?slug=|\/\d+\/media\?media_type=photo|\/\d+\/reviews\?)/.test(url))).toEqual([]);
    // The album's order (after the restore, the restored photo went to the end).
    const shown = await gallery
      .locator('[data-media-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-media-id')));
    expect([...shown].sort()).toEqual([...photoIds].sort());
    await gallery
      .getByRole('button', { name: /^Ver foto/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Foto siguiente' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Reproducir video: Nuestra boda en Cusco' }).click();
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
    await expect(player).toBeVisible();
    await page.mouse.click(5, 5); // outside the dialog
    await expect(player).toHaveCount(0);
  });

  test('Inspiración: a photo opens the slide-show with its provider and site link, a video the player; no serious axe findings', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await stubYouTubeAssets(page);
    const path = `/buscar?tab=inspiracion&q=${encodeURIComponent(provider.company_name)}`;
    await page.goto(path);
    const gallery = page.getByRole('list', { name: 'Inspiración' });
    await expect(gallery.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });

    // A photo: the slide-show (≤ 800 px), the photo, whose it is and a link to the site; no navigation.
    await gallery.getByRole('button', { name: new RegExp(`^Ver foto: .* — ${provider.company_name}$`) }).first().click();
    const slideshow = page.getByRole('dialog', { name: 'Inspiración' });
    await expect(slideshow).toBeVisible();
    await expect(page).toHaveURL(/\/buscar\?/);
    await expect(slideshow.getByRole('img')).toBeVisible();
    // Three photos on the page (the masonry's first tile need not be the first of the list).
    const counter = slideshow.getByText(/^[123] \/ 3$/);
    await expect(counter).toBeVisible();
    const first = await counter.textContent();
    await expect(slideshow.getByText(provider.company_name)).toBeVisible();
    const box = await slideshow.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(800);
    await slideshow.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(counter).not.toHaveText(first ?? '');
    await page.keyboard.press('Escape');
    await expect(slideshow).toBeHidden();

    // The video: the player dialog (750 px), with the provider's link.
    await gallery.getByRole('button', { name: `Reproducir video: Nuestra boda en Cusco — ${provider.company_name}` }).click();
    const player = page.getByRole('dialog', { name: 'Nuestra boda en Cusco' });
    await expect(player.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toBeVisible();
    expect(Math.round((await player.boundingBox())?.width ?? 0)).toBe(750);
    await player.getByRole('link', { name: `Ver el sitio de ${provider.company_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${provider.slug}$`));
    await expect(mainHeading(page)).toHaveText(provider.company_name);

    // Accessibility of the tab (the Todo/Fotos/Videos toggle among it).
    expect(await seriousViolations(browser, baseURL as string, path)).toEqual([]);
  });

  test('a customer likes a photo and saves it to a new album, then finds it in /micuenta', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await stubYouTubeAssets(page);
    const customer = newUser('Clienta');
    await signInAndGetToken(page, customer, `/${provider.slug}`, new RegExp(`/${provider.slug}$`));
    const gallery = page.getByRole('list', { name: 'Galería' });
    const like = gallery.getByRole('button', { name: 'Me gusta' }).first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await watchForLikeBurst(page);
    await like.click();
    await expect
      .poll(() => page.evaluate(() => (window as { likeBurstSeen?: boolean }).likeBurstSeen))
      .toBe(true);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');

    await gallery.getByRole('button', { name: 'Guardar en Mis álbumes' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Guardar en Mis álbumes' });
    await dialog.getByLabel('Nuevo álbum').fill('Ideas para mi boda');
    await dialog.getByRole('button', { name: 'Crear y guardar' }).click();
    await expect(page.getByText('Guardado en «Ideas para mi boda»')).toBeVisible();

    await page.goto('/micuenta');
    const albums = page.getByRole('region', { name: 'Mis álbumes' });
    await expect(albums.getByText('Ideas para mi boda')).toBeVisible({ timeout: 30_000 });
    await expect(albums.getByText('1 foto o video')).toBeVisible();
    await albums.getByRole('button', { name: 'Abrir el álbum Ideas para mi boda' }).click();
    await expect(
      albums.getByRole('list', { name: 'Álbum Ideas para mi boda' }).getByRole('listitem'),
    ).toHaveCount(1);

    // «Me gusta»: the liked photo is listed with a link to its provider, and can be unliked here.
    const liked = page.getByRole('region', { name: 'Me gusta' });
    const likedMedia = liked.getByRole('list', { name: 'Fotos y videos que te gustan' }).getByRole('listitem');
    await expect(likedMedia).toHaveCount(1);
    await expect(likedMedia.getByRole('link')).toHaveAttribute('href', `/${provider.slug}`);
    await likedMedia.getByRole('button', { name: /^Quitar .* de Me gusta$/ }).click();
    await expect(liked.getByText(/Aún no tienes Me gusta/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Me gusta' }).getByText(/Aún no tienes Me gusta/)).toBeVisible({ timeout: 30_000 });
  });
});
