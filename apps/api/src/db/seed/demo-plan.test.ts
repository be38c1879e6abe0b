// The demo data does not contradict itself (issue 11 item 7): every caption names the business
// that shows it, and review texts match their scores. Pure: no database, no images.
import { SERVICE_GROUPS, SERVICE_GROUP_LABELS, slugify } from '@eventos/domain';
import type { ServiceGroup } from '@eventos/domain';
import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENTS } from './data/demo-texts';
import { SERVICE_TYPE_SEED } from './data/service-types';
import { plannedProviders } from './demo';
import { KNOWN_VIDEOS } from '../../modules/video-metadata/testing';
import { coverKeys, galleryKeys, poolJobs, videoKey, videosOf } from './demo-media-plan';
import type { ServiceInfo } from './demo-rows';
import { buildReview, createRng, reviewTier } from './demo-rows';

let nextId = 1;
const serviceBySlug = new Map<string, ServiceInfo>(
  Object.entries(SERVICE_TYPE_SEED).flatMap(([group, names]) =>
    names.map((type_name) => [slugify(type_name), { id: nextId++, type_name, group: group as ServiceGroup }] as const),
  ),
);
const providers = plannedProviders(serviceBySlug);
const groups = SERVICE_GROUPS.filter((g) => g !== 'coming_soon');
const jobs = new Map(poolJobs(providers, groups).map((job) => [job.key, job]));
const caption = (key: string) => {
  const job = jobs.get(key);
  if (!job) throw new Error(`no job ${key}`);
  return job.caption;
};

describe('demo pictures', () => {
  it('gallery photos carry the name of one of the provider’s own service groups', () => {
    providers.forEach((provider, index) => {
      const allowed = new Set(provider.services.map((s) => SERVICE_GROUP_LABELS[s.group]));
      const keys = galleryKeys(provider, index);
      expect(keys).toHaveLength(provider.plan === 'business' ? 5 : 0);
      for (const key of keys) expect(allowed, `${provider.company_name}: ${caption(key)}`).toContain(caption(key));
    });
  });

  it('covers name one of the provider’s own services (no «Pantallas LED» on a photo studio)', () => {
    for (const provider of providers) {
      const own = new Set(provider.services.map((s) => s.type_name));
      const keys = coverKeys(provider);
      expect(keys).toHaveLength(provider.plan === 'business' ? 2 : 0);
      for (const key of keys) expect(own, `${provider.company_name}: ${caption(key)}`).toContain(caption(key));
    }
    const studio = providers.find((p) => p.company_name === 'Luz de Luna Fotografía y Video')!;
    expect(coverKeys(studio).map(caption)).toEqual(['Fotografía y video', 'Filmación con drones']);
  });

  it('has a few demo videos, each on a business provider, with a title and its own thumbnail', () => {
    const withVideos = providers.filter((p) => videosOf(p).length > 0);
    expect(withVideos.length).toBeGreaterThanOrEqual(3);
    for (const provider of withVideos) {
      expect(provider.plan).toBe('business');
      for (const video of videosOf(provider)) {
        expect(video.external_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
        // A real YouTube id that the offline stand-in knows (ADR 175), so the demo plays and saves offline.
        expect(Object.keys(KNOWN_VIDEOS)).toContain(video.external_id);
        expect(video.title.length).toBeGreaterThan(5);
        expect(caption(videoKey(video))).toBe(video.caption);
      }
    }
  });
});

describe('demo reviews', () => {
  it('word the review as its average score says', () => {
    expect(reviewTier(5)).toBe('high');
    expect(reviewTier(4.5)).toBe('high');
    expect(reviewTier(4.33)).toBe('good');
    expect(reviewTier(3.5)).toBe('good');
    expect(reviewTier(2.8)).toBe('mixed');
    const rng = createRng(20_260_101);
    const tiers = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const review = buildReview(rng);
      const average = review.ratings.reduce((sum, r) => sum + r.rating, 0) / review.ratings.length;
      const tier = reviewTier(average);
      tiers.add(tier);
      expect(REVIEW_COMMENTS[tier] as readonly string[], `${average}: ${review.comment}`).toContain(review.comment);
      if (average < 4.5) expect(review.comment).not.toMatch(/impecable|Excelente|Superaron/);
    }
    expect([...tiers].sort()).toEqual(['good', 'high', 'mixed']);
  });
});
