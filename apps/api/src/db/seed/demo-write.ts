// Writes the demo rows (inside seedDemo's transaction) and stores the images of each provider.
import { eq, sql } from 'drizzle-orm';
import { VIDEO_MIME_TYPE, youtubeWatchUrl } from '@eventos/domain';
import type { ProcessedImage, StoredImage } from '../../lib/images';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import { queryRows } from '../client';
import { albums, media, mediaServiceTypes, providerServiceTypes, providers, uploads, users } from '../schema';
import { DEMO_PROVIDERS } from './data/demo-providers';
import type { ImagePool } from './demo-images';
import { mapLimit, storeIn } from './demo-images';
import { writeDemoEvents } from './demo-events';
import { writeDemoReviews } from './demo-reviews';
import { coverKeys, galleryKeys, videoKey, videosOf } from './demo-media-plan';
import type { DemoVideo } from './demo-media-plan';
import type { LocationInfo, ServiceInfo } from './demo-rows';
import { DEMO_EMAIL_DOMAIN, buildProviderRow, createRng, personName } from './demo-rows';

export interface DemoContext {
  seed: number;
  pool: ImagePool;
  serviceBySlug: Map<string, ServiceInfo>;
  locationByCode: Map<string, LocationInfo>;
}

const CUSTOMERS = 16;

function uploadRow(userId: number, kind: 'logo' | 'media' | 'cover', stored: StoredImage, name: string) {
  return {
    user_id: userId,
    kind,
    path: stored.path,
    key_prefix: stored.key_prefix,
    mime_type: 'image/jpeg',
    original_filename: name,
    size: stored.size,
    width: stored.width,
    height: stored.height,
    aspect_ratio: stored.aspect_ratio,
    sizes: stored.sizes,
  };
}

export async function writeDemoRows(db: Db, storage: Storage, ctx: DemoContext) {
  const rng = createRng(ctx.seed);
  const seeds = DEMO_PROVIDERS.map((seed, index) => {
    const services = seed[1].map((slug) => {
      const s = ctx.serviceBySlug.get(slug);
      if (!s) throw new Error(`seedDemo: unknown service type '${slug}'`);
      return s;
    });
    const location = ctx.locationByCode.get(seed[2]);
    if (!location) throw new Error(`seedDemo: unknown district '${seed[2]}'`);
    return { seed, index, services, row: buildProviderRow(seed, index, services, location, rng) };
  });

  // Owners (one per provider) and customers who write reviews and publish events.
  const ownerRows = seeds.map((p, i) => ({
    email: `proveedor${i + 1}@${DEMO_EMAIL_DOMAIN}`,
    first_name: p.row.contact_firstname,
    last_name: p.row.contact_lastname,
  }));
  const customerRows = Array.from({ length: CUSTOMERS }, (_, i) => ({
    email: `cliente${i + 1}@${DEMO_EMAIL_DOMAIN}`,
    ...personName(rng),
    gender: i % 2 === 0 ? ('female' as const) : ('male' as const),
  }));
  const insertedUsers = await db
    .insert(users)
    .values([...ownerRows, ...customerRows])
    .returning({ id: users.id, email: users.email });
  const userId = new Map(insertedUsers.map((u) => [u.email, u.id]));
  const ownerId = (i: number) => userId.get(`proveedor${i + 1}@${DEMO_EMAIL_DOMAIN}`) as number;
  const customerIds = customerRows.map((c) => userId.get(c.email) as number);

  const insertedProviders = await db
    .insert(providers)
    .values(seeds.map((p) => ({ ...p.row, created_by: ownerId(p.index) })))
    .returning({ id: providers.id, slug: providers.slug });
  const providerId = new Map(insertedProviders.map((p) => [p.slug, p.id]));
  const pid = (i: number) => providerId.get(seeds[i]?.row.slug ?? '') as number;
  await db.execute(sql`UPDATE users SET provider_id = p.id FROM providers p WHERE p.created_by = users.id`);

  await db
    .insert(providerServiceTypes)
    .values(
      seeds.flatMap((p) => p.services.map((s) => ({ provider_id: pid(p.index), service_type_id: s.id }))),
    );

  const albumRows = seeds.flatMap((p) => [
    { provider_id: pid(p.index), kind: 'gallery' as const, title: 'Galería' },
    ...(p.row.plan === 'business'
      ? [{ provider_id: pid(p.index), kind: 'covers' as const, title: 'Portadas' }]
      : []),
  ]);
  const insertedAlbums = await db
    .insert(albums)
    .values(albumRows)
    .returning({ id: albums.id, provider_id: albums.provider_id, kind: albums.kind });
  const albumId = new Map(insertedAlbums.map((a) => [`${a.provider_id}:${a.kind}`, a.id]));

  // Images: logo, gallery photos (5, business: ADR 115), covers (2, business) and demo videos,
  // each picture captioned for the business that shows it (demo-media-plan.ts).
  type Planned = {
    provider: number;
    owner: number;
    kind: 'logo' | 'media' | 'cover' | 'video';
    album?: number;
    image: ProcessedImage;
    service: number;
    order: number;
    video?: DemoVideo;
  };
  const fromPool = (key: string) => {
    const entry = ctx.pool.images.get(key);
    if (!entry) throw new Error(`seedDemo: no demo image '${key}'`);
    return entry.image;
  };
  const planned: Planned[] = [];
  for (const p of seeds) {
    const provider = pid(p.index);
    const owner = ownerId(p.index);
    const plan = { company_name: p.row.company_name, plan: p.row.plan, services: p.services };
    planned.push({
      provider,
      owner,
      kind: 'logo',
      image: ctx.pool.logos[p.index] as ProcessedImage,
      service: 0,
      order: 0,
    });
    const gallery = albumId.get(`${provider}:gallery`) as number;
    const photos = galleryKeys(plan, p.index);
    photos.forEach((key, k) => {
      const service = p.services[k % p.services.length]?.id ?? 0;
      planned.push({ provider, owner, kind: 'media', album: gallery, image: fromPool(key), service, order: k + 1 });
    });
    videosOf(plan).forEach((video, k) =>
      planned.push({
        provider,
        owner,
        kind: 'video',
        album: gallery,
        image: fromPool(videoKey(video)),
        service: p.services[0]?.id ?? 0,
        order: photos.length + k + 1,
        video,
      }),
    );
    const covers = albumId.get(`${provider}:covers`);
    coverKeys(plan).forEach((key, k) =>
      planned.push({
        provider,
        owner,
        kind: 'cover',
        album: covers as number,
        image: fromPool(key),
        service: p.services[Math.min(k, p.services.length - 1)]?.id ?? 0,
        order: k + 1,
      }),
    );
  }
  const stored = await mapLimit(planned, 16, (item) =>
    storeIn(storage, item.kind === 'logo' ? 'logotipos' : `media/${item.album}`, item.image),
  );
  const insertedUploads = await db
    .insert(uploads)
    .values(
      planned.map((item, i) =>
        uploadRow(item.owner, item.kind === 'video' ? 'media' : item.kind, stored[i] as StoredImage, `demo-${i + 1}.png`),
      ),
    )
    .returning({ id: uploads.id, path: uploads.path });
  const uploadId = new Map(insertedUploads.map((u) => [u.path, u.id]));

  for (const [i, item] of planned.entries()) {
    if (item.kind !== 'logo') continue;
    await db
      .update(providers)
      .set({ logo_id: uploadId.get((stored[i] as StoredImage).path) })
      .where(eq(providers.id, item.provider));
  }
  const mediaPlanned = planned
    .map((item, i) => ({ item, file: stored[i] as StoredImage }))
    .filter((x) => x.item.kind !== 'logo');
  const insertedMedia = await db
    .insert(media)
    .values(
      mediaPlanned.map(({ item, file }) => ({
        album_id: item.album as number,
        provider_id: item.provider,
        // A demo video: YouTube id and stored metadata, its thumbnail drawn like the photos.
        ...(item.video
          ? {
              media_type: 'video' as const,
              mime_type: VIDEO_MIME_TYPE,
              filename: youtubeWatchUrl(item.video.external_id),
              external_id: item.video.external_id,
              seo_filename: item.video.title,
              description: item.video.description,
            }
          : {
              media_type: 'photo' as const,
              mime_type: 'image/jpeg',
              filename: file.path.slice(file.path.lastIndexOf('/') + 1),
              seo_filename: '',
              description: '',
            }),
        path: file.path,
        thumbnail: file.thumbnail,
        sizes: file.sizes,
        width: file.width,
        height: file.height,
        size: file.size,
        aspect_ratio: file.aspect_ratio,
        sort_order: item.order,
        featured: item.kind === 'media' && item.order === 1,
        top: item.kind === 'media' && item.order <= 2,
        upload_id: uploadId.get(file.path),
        created_by: item.owner,
      })),
    )
    .returning({ id: media.id });
  await db.insert(mediaServiceTypes).values(
    insertedMedia.map((m, i) => ({
      media_id: m.id,
      service_type_id: mediaPlanned[i]?.item.service as number,
    })),
  );

  const reviewCount = await writeDemoReviews(
    db,
    rng,
    seeds.map((p) => ({ id: pid(p.index), plan: p.row.plan })),
    customerIds,
  );
  const events = await writeDemoEvents(db, rng, customerIds, [...ctx.locationByCode.values()]);
  const [counts] = await queryRows<{ media: number }>(db, sql`SELECT count(*)::int AS media FROM media`);
  return {
    providers: insertedProviders.length,
    users: insertedUsers.length,
    media: counts?.media ?? 0,
    reviews: reviewCount,
    events,
  };
}
