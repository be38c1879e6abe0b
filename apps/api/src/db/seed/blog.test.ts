// The seeded articles: at least six published posts with covers, in four categories, readable
// through the content service; seeding twice adds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { seedBlog } from './blog';

describe('seedBlog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishes six articles with covers, then does nothing on the next start', async () => {
    expect(await seedBlog(t.app.db, t.app.storage, t.config.PUBLIC_URL)).toBeGreaterThanOrEqual(6);
    expect(await seedBlog(t.app.db, t.app.storage, t.config.PUBLIC_URL)).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ posts(pageSize: 24) { total items { slug readingMinutes cover { shareUrl width height } category { slug } } } categories { slug postCount } }' },
    });
    const { posts, categories } = res.json().data;
    expect(posts.total).toBeGreaterThanOrEqual(6);
    for (const p of posts.items) {
      expect(p.cover.shareUrl, p.slug).toMatch(/^\/cdn\/blog\/.+\.jpg$/);
      expect(p.cover.width).toBeGreaterThanOrEqual(1200);
      expect(p.readingMinutes, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.category).not.toBeNull();
    }
    expect(categories.every((c: { postCount: number }) => c.postCount > 0)).toBe(true);
    const cover = await t.app.inject({ method: 'GET', url: posts.items[0].cover.shareUrl });
    expect(cover.statusCode).toBe(200);
  });
});
