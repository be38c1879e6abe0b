// Rows the contract tests act on, built once per app through the API (and a few inserts):
//   A: owner of a Business provider, with a gallery photo (uploaded through the CDN), a video,
//      a testimonial and a cloud-storage file;
//   B: a customer with an event addressed to A's provider, A's quotation for it, a customer album
//      holding A's photo, a like and the notification of the quotation; and a second event whose
//      quotation from A B accepted and reviewed (the review);
//   C: the intruder, who owns a Business provider of their own (so "is a provider" is not what
//      stops them) and nothing else.
import { asc, eq } from 'drizzle-orm';
import { addDaysIso, minEventDate } from '@eventos/domain';
import type { FastifyInstance } from 'fastify';
import { conversationThreads, media, notifications } from '../../db/schema';
import { addPhoto } from '../../modules/albums/testing';
import { createSignedInUser } from '../../modules/auth/testing';
import { pngImage } from '../../modules/cdn/testing';
import { providerOwner, publishEvent, sendQuotation } from '../../modules/events/testing';
import { albumOf } from '../../modules/providers/testing';

export type Headers = Record<string, string>;

/** A review body the domain's ReviewSchema accepts. */
export const REVIEW_BODY = {
  criterias: { price: 5, experience: 4, quality: 5, punctuality: 4, kindly: 5, advisory: 4 },
  comment: 'Todo salió muy bien: puntuales, amables y la comida estuvo deliciosa.',
  conditions: true,
};

export interface Actor {
  id: number;
  headers: Headers;
}

export interface ContractFixtures {
  a: Actor & { providerId: number; galleryAlbumId: number; coversAlbumId: number };
  b: Actor;
  c: Actor & { providerId: number };
  photo: { mediaId: number; uploadId: number; path: string; url: string };
  videoId: number;
  testimonialId: number;
  cloudFileId: string;
  eventId: number;
  quotationId: number;
  customerAlbumId: number;
  notificationId: number;
  /** The A–B conversation (opened by B's request to A). */
  threadId: number;
  /** A quick reply of A's provider. */
  quickReplyId: number;
  reviewId: number;
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string): void {
  if (res.statusCode !== status)
    throw new Error(`fixtures: ${what} → ${res.statusCode} ${res.body.slice(0, 300)}`);
}

export async function buildContractFixtures(app: FastifyInstance): Promise<ContractFixtures> {
  const ownerA = await providerOwner(app, { company_name: 'Eventos Dueña A' });
  const a = { id: ownerA.user.id, headers: ownerA.headers, providerId: ownerA.provider.id };
  const gallery = await albumOf(app, a.providerId, 'gallery');
  const covers = await albumOf(app, a.providerId, 'covers');

  const { upload, media: photo } = await addPhoto(app, a.headers, gallery.id);
  const [video] = await app.db
    .insert(media)
    .values({
      album_id: gallery.id,
      provider_id: a.providerId,
      media_type: 'video',
      mime_type: 'youtube',
      filename: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      external_id: 'dQw4w9WgXcQ',
      seo_filename: 'Video de la boda',
      created_by: a.id,
      sort_order: 1,
    })
    .returning();

  const testimonial = await app.inject({
    method: 'POST',
    url: `/api/v1/providers/${a.providerId}/testimonials`,
    headers: a.headers,
    payload: { customer_name: 'Rosa Quispe', testimonial: 'Todo salió perfecto, muy recomendados.' },
  });
  expectStatus(testimonial, 201, 'POST testimonials');

  const cloud = await app.inject({
    method: 'POST',
    url: '/api/v1/cloud-storage',
    headers: a.headers,
    payload: {
      data: (await pngImage(640, 480)).toString('base64'),
      mimeType: 'image/png',
      filename: 'logo.png',
      filetype: 'Logotipos',
    },
  });
  expectStatus(cloud, 201, 'POST cloud-storage');

  const customer = await createSignedInUser(app, { first_name: 'Beatriz' });
  const b = { id: customer.user.id, headers: customer.headers };
  const { event } = await publishEvent(app, { provider_id: a.providerId }, customer);
  const quotation = await sendQuotation(app, a.headers, event.id);

  const album = await app.inject({
    method: 'POST',
    url: '/api/v1/me/albums',
    headers: b.headers,
    payload: { name: 'Ideas para la boda', media_id: photo.id },
  });
  expectStatus(album, 201, 'POST me/albums');
  const like = await app.inject({
    method: 'POST',
    url: '/api/v1/likes',
    headers: b.headers,
    payload: { target_type: 'provider', target_id: a.providerId },
  });
  expectStatus(like, 201, 'POST likes');

  const [notification] = await app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.user_id, b.id))
    .orderBy(asc(notifications.id))
    .limit(1);
  if (!notification) throw new Error('fixtures: B has no notification after the quotation');

  const [thread] = await app.db
    .select({ id: conversationThreads.id })
    .from(conversationThreads)
    .where(eq(conversationThreads.user_event_id, event.id))
    .limit(1);
  if (!thread) throw new Error('fixtures: no conversation for B’s request to A');
  const quickReply = await app.inject({
    method: 'POST',
    url: '/api/v1/conversations/quick-replies',
    headers: a.headers,
    payload: { title: 'Saludo', body: 'Gracias por escribirnos.' },
  });
  expectStatus(quickReply, 201, 'POST conversations/quick-replies');
  const reviewed = await publishEvent(
    app,
    { provider_id: a.providerId, place: 'Casa Hacienda', date: addDaysIso(minEventDate(), 60) },
    customer,
  );
  const accepted = await sendQuotation(app, a.headers, reviewed.event.id);
  const accept = await app.inject({
    method: 'PUT',
    url: `/api/v1/quotations/${accepted.id}/status`,
    headers: b.headers,
    payload: { status: 'accepted' },
  });
  expectStatus(accept, 200, 'PUT quotations/:id/status accepted');
  const review = await app.inject({
    method: 'POST',
    url: `/api/v1/providers/${a.providerId}/reviews`,
    headers: b.headers,
    payload: { ...REVIEW_BODY, quotation_id: accepted.id },
  });
  expectStatus(review, 201, 'POST providers/:id/reviews');

  const intruder = await providerOwner(app, { company_name: 'Eventos Intrusa C' });

  return {
    a: { ...a, galleryAlbumId: gallery.id, coversAlbumId: covers.id },
    b,
    c: { id: intruder.user.id, headers: intruder.headers, providerId: intruder.provider.id },
    photo: { mediaId: photo.id, uploadId: upload.id, path: upload.path, url: upload.url },
    videoId: video!.id,
    testimonialId: (testimonial.json() as { data: { id: number } }).data.id,
    cloudFileId: (cloud.json() as { data: { fileId: string } }).data.fileId,
    eventId: event.id,
    quotationId: quotation.id,
    customerAlbumId: (album.json() as { data: { id: number } }).data.id,
    notificationId: notification.id,
    threadId: thread.id,
    quickReplyId: (quickReply.json() as { data: { id: number } }).data.id,
    reviewId: (review.json() as { data: { id: number } }).data.id,
  };
}
