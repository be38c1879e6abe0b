// The blog's GraphQL content service: reader queries, editor mutations (401 visitors, 403 any
// signed-in non-editor), hardening (depth, cost, introspection, Spanish errors without internals),
// sanitisation of hostile Markdown, and the server HTML of /blog/{slug}, the feed and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { pngImage } from '../cdn/testing';
import { createSignedInUser } from '../auth/testing';
import { seedProvider } from '../providers/testing';

type Headers = Record<string, string>;

const POST_INPUT = {
  title: 'Cómo elegir un local en Lima',
  excerpt: 'Aforo, ubicación, estacionamiento y qué incluye el alquiler: lo que debes revisar antes de firmar.',
  contentMarkdown:
    '## Aforo\n\nCuenta a tus invitados y suma un 10 %.\n\nMira [Banquetes Doña Rosa](/banquetes-dona-rosa) para el catering.',
  categorySlug: 'locales',
  tags: ['Lima', 'Locales'],
  status: 'published',
};

const CREATE = `mutation($input: PostInput!) { createPost(input: $input) { id slug status publishedAt contentMarkdown cover { url shareUrl } } }`;

describe('blog GraphQL content service', () => {
  let t: TestApp;
  let editor: Headers;
  let user: Headers;

  const gql = (query: string, variables: Record<string, unknown> = {}, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } });

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await createSignedInUser(t.app, { is_admin: true, first_name: 'Lucía', last_name: 'Quispe' })).headers;
    user = (await createSignedInUser(t.app)).headers;
    await seedProvider(t.app, { slug: 'banquetes-dona-rosa', company_name: 'Banquetes Doña Rosa' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mutations: 401 for visitors and 403 for signed-in users who are not editors, nothing written', async () => {
    for (const [headers, status, message] of [
      [{}, 401, 'Debes iniciar sesión para continuar.'],
      [user, 403, 'No tienes permiso para realizar esta acción.'],
    ] as const) {
      const res = await gql(CREATE, { input: POST_INPUT }, headers);
      expect(res.statusCode).toBe(status);
      expect(res.json().errors[0].message).toBe(message);
      for (const op of [
        ['mutation { updatePost(id: "1", input: { title: "x", excerpt: "x", contentMarkdown: "x", categorySlug: "locales", status: draft }) { id } }'],
        ['mutation { deletePost(id: "1") }'],
        ['{ editorPosts { total } }'],
        ['{ markdownPreview(markdown: "# hola") }'],
      ]) {
        const r = await gql(op[0]!, {}, headers);
        expect(r.statusCode, op[0]).toBe(status);
      }
    }
    const list = await gql('{ posts { total } }');
    expect(list.json().data.posts.total).toBe(0);
  });

  it('an editor creates a post with a cover; readers get it by slug with reading time, tags, mentions and related posts', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/media',
      headers: editor,
      payload: { path: 'blog', mime_type: 'image/png', data: (await pngImage(1600, 900)).toString('base64') },
    });
    expect(upload.statusCode).toBe(201);
    // Only editors upload blog covers.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cdn/upload/media',
      headers: user,
      payload: { path: 'blog', mime_type: 'image/png', data: (await pngImage(400, 300)).toString('base64') },
    });
    expect(refused.statusCode).toBe(403);

    const res = await gql(CREATE, { input: { ...POST_INPUT, coverUploadId: upload.json().id } }, editor);
    expect(res.statusCode).toBe(200);
    const created = res.json().data.createPost;
    expect(created).toMatchObject({ slug: 'como-elegir-un-local-en-lima', status: 'published' });
    expect(created.cover.shareUrl).toMatch(/^\/cdn\/blog\//);

    const second = await gql(CREATE, { input: { ...POST_INPUT, title: 'Presupuesto de un quinceañero', slug: '', tags: ['Lima'] } }, editor);
    expect(second.json().data.createPost.slug).toBe('presupuesto-de-un-quinceanero');

    const read = await gql(
      `query($slug: String!) { post(slug: $slug) { title readingMinutes contentHtml category { slug name } tags { slug name } author { name }
         mentionedProviders { slug name } related { slug } } }`,
      { slug: 'como-elegir-un-local-en-lima' },
    );
    expect(read.json().data.post).toMatchObject({
      title: POST_INPUT.title,
      readingMinutes: 1,
      category: { slug: 'locales', name: 'Locales y espacios' },
      tags: [{ slug: 'lima', name: 'Lima' }, { slug: 'locales', name: 'Locales' }],
      author: { name: 'Lucía Quispe' },
      mentionedProviders: [{ slug: 'banquetes-dona-rosa', name: 'Banquetes Doña Rosa' }],
      related: [{ slug: 'presupuesto-de-un-quinceanero' }],
    });
    expect(read.json().data.post.contentHtml).toContain('<h2>Aforo</h2>');

    const byCategory = await gql('{ posts(category: "locales") { total items { slug } } none: posts(category: "presupuesto") { total } tagged: posts(tag: "Locales") { total } }');
    expect(byCategory.json().data).toEqual({
      posts: { total: 2, items: [{ slug: 'presupuesto-de-un-quinceanero' }, { slug: 'como-elegir-un-local-en-lima' }] },
      none: { total: 0 },
      tagged: { total: 1 },
    });
  });

  it('drafts and future scheduled posts are hidden from readers; bad input answers field errors in Spanish', async () => {
    const draft = await gql(CREATE, { input: { ...POST_INPUT, title: 'Borrador secreto', status: 'draft' } }, editor);
    expect(draft.json().data.createPost.publishedAt).toBeNull();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await gql(CREATE, { input: { ...POST_INPUT, title: 'Programado', status: 'scheduled', publishAt: future } }, editor);
    expect(scheduled.json().data.createPost.status).toBe('scheduled');
    const hidden = await gql('{ a: post(slug: "borrador-secreto") { id } b: post(slug: "programado") { id } }');
    expect(hidden.json().data).toEqual({ a: null, b: null });

    const bad = await gql(CREATE, { input: { ...POST_INPUT, title: '', status: 'scheduled', categorySlug: 'locales' } }, editor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      message: 'Escribe el título del artículo',
      extensions: { code: 'BAD_USER_INPUT', errors: { title: ['Escribe el título del artículo'], publishAt: ['Elige la fecha y hora de publicación'] } },
    });
    const taken = await gql(CREATE, { input: { ...POST_INPUT, slug: 'programado' } }, editor);
    expect(taken.json().errors[0].extensions.errors).toEqual({ slug: ['Ya existe un artículo con esa dirección'] });
  });

  it('sanitises hostile Markdown: no scripts, handlers, iframes or javascript: links', async () => {
    const hostile = [
      '# Título',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe>',
      '[clic](javascript:alert(3))',
      '<a href="https://externo.example" onclick="x()">externo</a>',
      '<div style="background:url(javascript:alert(4))">estilo</div>',
    ].join('\n\n');
    const res = await gql('query($m: String!) { markdownPreview(markdown: $m) }', { m: hostile }, editor);
    const html = res.json().data.markdownPreview as string;
    expect(html).toContain('<h2>Título</h2>');
    expect(html).not.toMatch(/<script|onerror|onclick|<iframe|javascript:|style=/i);
    expect(html).toContain('<a href="https://externo.example" rel="noopener noreferrer nofollow" target="_blank">externo</a>');

    const saved = await gql(CREATE, { input: { ...POST_INPUT, title: 'Hostil', contentMarkdown: hostile } }, editor);
    const read = await gql('{ post(slug: "hostil") { contentHtml } }');
    expect(saved.statusCode).toBe(200);
    expect(read.json().data.post.contentHtml).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('limits: depth and cost refused before running, Spanish errors without internals', async () => {
    const deep = await gql('{ posts { items { related { related { related { related { slug } } } } } } }');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].message).toBe('La consulta al blog es demasiado profunda (máximo 6 niveles).');

    const costly = await gql('{ posts(pageSize: 24) { items { related(limit: 50) { slug title excerpt readingMinutes tags { slug name } } } } }');
    expect(costly.statusCode).toBe(400);
    expect(costly.json().errors[0].message).toMatch(/^La consulta al blog pide demasiados datos \(costo \d+, máximo 1000\)\.$/);

    const invalid = await gql('{ posts { nope } }');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ message: 'La consulta al blog no es válida.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
    const syntax = await gql('{ posts {');
    expect(syntax.json().errors[0].message).toBe('La consulta al blog no es válida.');
  });

  it('introspection is off in production only', async () => {
    const dev = await gql('{ __schema { queryType { name } } }');
    expect(dev.json().data.__schema.queryType.name).toBe('Query');
    const prod = await createTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'k3J9-vQx2_Lm8pZt4RwY7nBc1HsD6fGa0eUi', PUBLIC_URL: 'https://eventosperu.pe', AUTH_DEV_PROVIDER: 'false' } });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __schema { queryType { name } } }' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe('La exploración del esquema del blog no está disponible.');
      // No GraphiQL IDE either (the path falls through to the web app).
      expect((await prod.app.inject({ method: 'GET', url: '/graphiql' })).body).toContain('La aplicación web aún no está compilada');
      expect((await gql('{ __type(name: "Post") { name } }')).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('/blog/{slug} server HTML has the title, OG image and BlogPosting JSON-LD; the feed and the sitemap list the post', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/blog/como-elegir-un-local-en-lima' })).body;
    expect(html).toContain('<title>Cómo elegir un local en Lima | Blog de Eventos Perú</title>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/cdn\/blog\/[^"]+">/);
    expect(html).toContain('<meta property="og:type" content="article">');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)!;
    expect(JSON.parse(ld[1]!)).toMatchObject({ '@type': 'BlogPosting', headline: POST_INPUT.title, articleSection: 'Locales y espacios' });

    const missing = await t.app.inject({ method: 'GET', url: '/blog/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Artículo no encontrado | Eventos Perú</title>');
    expect(missing.body).toContain('<meta name="robots" content="noindex');
    const draft = await t.app.inject({ method: 'GET', url: '/blog/borrador-secreto' });
    expect(draft.statusCode).toBe(404);

    const rss = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<link>http://localhost:3000/blog/como-elegir-un-local-en-lima</link>');
    expect(rss.body).not.toContain('borrador-secreto');
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/blog/como-elegir-un-local-en-lima</loc>');
    expect(sitemap).not.toContain('programado');
  });

  it('editors update and delete posts', async () => {
    const list = await gql('{ editorPosts { total items { id slug status } } }', {}, editor);
    const target = list.json().data.editorPosts.items.find((p: { slug: string }) => p.slug === 'hostil');
    const updated = await gql(
      'mutation($id: ID!, $input: PostInput!) { updatePost(id: $id, input: $input) { slug status publishedAt } }',
      { id: target.id, input: { ...POST_INPUT, title: 'Hostil', slug: 'hostil', status: 'draft' } },
      editor,
    );
    expect(updated.json().data.updatePost).toEqual({ slug: 'hostil', status: 'draft', publishedAt: null });
    const del = await gql('mutation($id: ID!) { deletePost(id: $id) }', { id: target.id }, editor);
    expect(del.json().data.deletePost).toBe(true);
    const again = await gql('mutation($id: ID!) { deletePost(id: $id) }', { id: target.id }, editor);
    expect(again.statusCode).toBe(404);
  });
});
