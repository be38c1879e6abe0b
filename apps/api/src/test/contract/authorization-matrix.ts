// The 401/403 matrix (brief, non-negotiable 4): one entry per write route under /api/v1, keyed
// 'METHOD /api/v1/path/{param}'. authorization.test.ts discovers the routes from the app and fails
// for any route missing here ("añade la ruta X a la matriz").
//   owned  — acts on a row someone owns: visitor 401, intruder C 403 (or a 404 listed with reason);
//   self   — creates or acts only under the caller's own identity: visitor 401 only;
//   public — a write a visitor may do (allow-list; none today).
// Bodies are VALID for the shared zod schema named beside them (checked by the test), so a 403
// can never be masked by a 400.
import type { z } from 'zod';
import {
  AcceptConsentsSchema,
  MarketingConsentSchema,
  AnswerComplaintSchema,
  ArchiveThreadSchema,
  CdnUploadMediaSchema,
  ClaimCodeRequestSchema,
  ClaimSiteSchema,
  CreateComplaintSchema,
  DeclineThreadSchema,
  MarkReadSchema,
  OpenThreadSchema,
  QuickReplySchema,
  ReportThreadSchema,
  SendMessageSchema,
  SetExchangeRateSchema,
  EventInvitationSchema,
  CloudStorageUploadSchema,
  ContactUpdateSchema,
  CreateMediaSchema,
  IntroSchema,
  ProviderIdentitySchema,
  CreateReviewSchema,
  QuotationStatusChangeSchema,
  ResendCodeSchema,
  ReviewCancelSchema,
  ReviewModerationSchema,
  ReviewReportSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
  ReviewSchema,
  ScrapeUrlSchema,
  ServicesSchema,
  SocialLinksSchema,
  TestimonialSchema,
  UpdateAvatarSchema,
  UpdateMediaSchema,
  UpdateQuotationSchema,
  UpdateUserEventSchema,
  UpdateUserSchema,
  UserEventSchema,
  UserEventStatusUpdateSchema,
  ValidateCodeSchema,
  MediaFlagsSchema,
  ReorderMediaSchema,
  CreateCustomerAlbumSchema,
  CustomerAlbumItemSchema,
  RenameCustomerAlbumSchema,
  LikeTargetSchema,
  RequestQuotationSchema,
  CreateProviderBodySchema,
  CoversBodySchema,
  LogoBodySchema,
  RenameBodySchema,
} from '@eventos/domain';
import { quotationBody } from '../../modules/events/testing';
import { REVIEW_BODY, type ContractFixtures } from './fixtures';

/** Data the bodies need besides the fixtures (built once in the test's beforeAll). */
export interface MatrixContext {
  fx: ContractFixtures;
  eventBody: Record<string, unknown>;
  affiliationBody: Record<string, unknown>;
  serviceTypeIds: number[];
  districtId: number;
  pngBase64: string;
  pdfBase64: string;
}

type Access =
  | { access: 'owned'; intruder?: { status: 404; reason: string } }
  | { access: 'self'; reason: string }
  | { access: 'public'; reason: string };

export type MatrixEntry = Access & {
  body?: (ctx: MatrixContext) => unknown;
  schema?: z.ZodType;
  query?: (ctx: MatrixContext) => Record<string, string>;
  /** Why the "intruder sends an empty body" probe does not apply (the target is in the body). */
  noEmptyBodyProbe?: string;
};

const owned = (extra: Omit<MatrixEntry, 'access'> = {}): MatrixEntry => ({ access: 'owned', ...extra });
const self = (reason: string, extra: Omit<MatrixEntry, 'access' | 'reason'> = {}): MatrixEntry => ({
  access: 'self',
  reason,
  ...extra,
});

const INTRO =
  'Organizamos bodas, cumpleaños y eventos corporativos en Lima con un equipo de más de veinte personas y diez años de experiencia.';

export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  // Provider albums (owner of the provider: A).
  'POST /api/v1/albums/{albumId}/media': owned({
    schema: CreateMediaSchema,
    body: ({ fx }) => ({
      album_id: fx.a.galleryAlbumId,
      mime_type: 'image/png',
      filename: 'foto.png',
      path: fx.photo.path,
    }),
  }),
  'PUT /api/v1/albums/{albumId}/media/{mediaId}': owned({
    schema: UpdateMediaSchema,
    body: () => ({ seo_filename: 'Boda en Miraflores', description: 'Montaje de la boda' }),
  }),
  'PUT /api/v1/albums/{albumId}/media/{mediaId}/flags': owned({
    schema: MediaFlagsSchema,
    body: () => ({ featured: true }),
  }),
  'PUT /api/v1/albums/{albumId}/order': owned({
    schema: ReorderMediaSchema,
    body: ({ fx }) => ({ media_ids: [fx.videoId, fx.photo.mediaId] }),
  }),
  'DELETE /api/v1/albums/{albumId}/media/{mediaId}': owned(),
  'DELETE /api/v1/albums/{albumId}/media/{mediaId}/purge': owned(),
  'PUT /api/v1/albums/{albumId}/media/{mediaId}/restore': owned(),
  'POST /api/v1/albums/{albumId}/emptytrash': owned(),

  // CDN: uploading into media/{albumId} needs the album's provider; other folders are the caller's.
  'POST /api/v1/cdn/upload/media': owned({
    schema: CdnUploadMediaSchema,
    body: ({ fx, pngBase64 }) => ({
      path: `media/${fx.a.galleryAlbumId}`,
      mime_type: 'image/png',
      data: pngBase64,
    }),
    noEmptyBodyProbe:
      'the album being written to is named in the body (path), so there is nothing to authorize without it',
  }),
  'POST /api/v1/cdn/upload/pdf': self(
    'the document is stored as an upload of the caller; its folders (files, quotations…) belong to no one',
    {
      body: ({ pdfBase64 }) => ({ path: 'files', filename: 'cotizacion.pdf', data: pdfBase64 }),
    },
  ),
  'DELETE /api/v1/cdn/delete': owned({
    query: ({ fx }) => {
      const i = fx.photo.path.lastIndexOf('/');
      return { path: fx.photo.path.slice(0, i), filename: fx.photo.path.slice(i + 1) };
    },
  }),
  'DELETE /api/v1/cdn/purge': owned({ query: ({ fx }) => ({ url: fx.photo.url }) }),

  'POST /api/v1/cloud-storage': self('the file is stored as an upload of the caller', {
    schema: CloudStorageUploadSchema,
    body: ({ pngBase64 }) => ({
      data: pngBase64,
      mimeType: 'image/png',
      filename: 'logo.png',
      filetype: 'Media',
    }),
  }),
  'DELETE /api/v1/cloud-storage/{fileId}': owned(),

  // Link previews: asks Facebook to read a page of the public site again (no row of anyone's).
  'POST /api/v1/scraping/facebook': self('asks Facebook to read a public page of the site again; nothing of anyone is changed', {
    schema: ScrapeUrlSchema,
    body: () => ({ url: '/' }),
  }),

  // Customer albums (B's).
  'POST /api/v1/me/albums': self('creates an album of the caller', {
    schema: CreateCustomerAlbumSchema,
    body: () => ({ name: 'Mi álbum' }),
  }),
  'PUT /api/v1/me/albums/{id}': owned({
    schema: RenameCustomerAlbumSchema,
    body: () => ({ name: 'Otro nombre' }),
  }),
  'DELETE /api/v1/me/albums/{id}': owned(),
  'POST /api/v1/me/albums/{id}/items': owned({
    schema: CustomerAlbumItemSchema,
    body: ({ fx }) => ({ media_id: fx.videoId }),
  }),
  'DELETE /api/v1/me/albums/{id}/items/{mediaId}': owned(),

  // Events (B's) and quotations (A quoted B's event; C is a Business provider it is not addressed to).
  'POST /api/v1/events': self('publishes an event of the caller', {
    schema: UserEventSchema,
    body: ({ eventBody }) => eventBody,
  }),
  'POST /api/v1/events/request-quotation': self(
    'creates (or reuses) an event of the caller addressed to a provider',
    {
      schema: RequestQuotationSchema,
      body: ({ eventBody, fx }) => ({ ...eventBody, provider_id: fx.a.providerId }),
    },
  ),
  'PUT /api/v1/events/{id}': owned({ schema: UpdateUserEventSchema, body: ({ eventBody }) => eventBody }),
  'DELETE /api/v1/events/{id}': owned(),
  'PUT /api/v1/events/{id}/status': owned({
    schema: UserEventStatusUpdateSchema,
    body: () => ({ status: 'hidden' }),
  }),
  'POST /api/v1/events/{id}/invitations': owned({
    schema: EventInvitationSchema,
    body: ({ fx }) => ({ provider_id: fx.c.providerId }),
  }),
  'POST /api/v1/events/{id}/quotations': owned({
    schema: UpdateQuotationSchema,
    body: () => quotationBody(),
  }),
  'PUT /api/v1/quotations/{id}': owned({
    schema: UpdateQuotationSchema,
    body: () => quotationBody({ service_price: 4900 }),
  }),
  'PUT /api/v1/quotations/{id}/status': owned({
    schema: QuotationStatusChangeSchema,
    body: () => ({ status: 'opened' }),
  }),

  // Conversations (the A–B thread; C is neither participant).
  'POST /api/v1/conversations': owned({
    schema: OpenThreadSchema,
    body: ({ fx }) => ({ event_id: fx.eventId, provider_id: fx.a.providerId, body: '¿Incluye movilidad?' }),
    noEmptyBodyProbe: 'the event written about is named in the body (event_id)',
  }),
  'POST /api/v1/conversations/{id}/messages': owned({ schema: SendMessageSchema, body: () => ({ body: 'Hola' }) }),
  'PUT /api/v1/conversations/{id}/read': owned({ schema: MarkReadSchema, body: () => ({}) }),
  'PUT /api/v1/conversations/{id}/archive': owned({ schema: ArchiveThreadSchema, body: () => ({ archived: true }) }),
  'POST /api/v1/conversations/{id}/decline': owned({
    schema: DeclineThreadSchema,
    body: () => ({ reason: 'No tenemos disponibilidad' }),
  }),
  'POST /api/v1/conversations/{id}/report': owned({ schema: ReportThreadSchema, body: () => ({ reason: 'Spam' }) }),
  'POST /api/v1/conversations/quick-replies': self('saves a quick reply of the caller’s own provider', {
    schema: QuickReplySchema,
    body: () => ({ title: 'Saludo', body: 'Gracias por escribirnos.' }),
  }),
  'PUT /api/v1/conversations/quick-replies/{id}': owned({
    schema: QuickReplySchema,
    body: () => ({ title: 'Saludo', body: 'Hola, gracias.' }),
  }),
  'DELETE /api/v1/conversations/quick-replies/{id}': owned(),

  // Likes and notifications.
  'POST /api/v1/likes': self('likes as the caller', {
    schema: LikeTargetSchema,
    body: ({ fx }) => ({ target_type: 'provider', target_id: fx.a.providerId }),
  }),
  'DELETE /api/v1/likes/{target_type}/{target_id}': self(
    'removes the caller’s own like; no one else’s like can be named',
  ),
  'PUT /api/v1/notifications/read-all': self('marks the caller’s own notifications'),
  'PUT /api/v1/notifications/{id}/read': owned(),

  // Providers: affiliation is the caller's own; site editing is the owner's (A).
  'POST /api/v1/providers': self('creates the caller’s provider (created_by is ignored)', {
    schema: CreateProviderBodySchema,
    body: ({ affiliationBody }) => affiliationBody,
  }),
  'POST /api/v1/providers/resendCode': self('sends a code for the caller’s affiliation', {
    schema: ResendCodeSchema,
    body: () => ({ email_address: 'intrusa@example.com' }),
  }),
  'POST /api/v1/providers/validateCode': self('validates the caller’s own code', {
    schema: ValidateCodeSchema,
    body: () => ({ code: '123456' }),
  }),
  'POST /api/v1/providers/claim/code': self('asks for a code to claim an unlinked site for the caller (the code goes to the site’s e-mail)', {
    schema: ClaimCodeRequestSchema,
    body: () => ({ slug: 'sitio-desvinculado' }),
  }),
  'POST /api/v1/providers/claim': self('claims an unlinked site for the caller with the code mailed to the site', {
    schema: ClaimSiteSchema,
    body: () => ({ slug: 'sitio-desvinculado', code: '123456' }),
  }),
  'DELETE /api/v1/providers/{id}': owned(),
  'PUT /api/v1/providers/{id}/upgrade': owned(),
  'PUT /api/v1/providers/{id}/unlink': owned(),
  'PUT /api/v1/providers/{id}/logo': owned({ schema: LogoBodySchema, body: () => ({ logo_id: null }) }),
  'PUT /api/v1/providers/{id}/name': owned({
    schema: RenameBodySchema,
    body: () => ({ company_name: 'Nombre Ajeno', slug: 'nombre-ajeno' }),
  }),
  'PUT /api/v1/providers/{id}/intro': owned({
    schema: IntroSchema,
    body: () => ({ introductory_text: INTRO }),
  }),
  'PUT /api/v1/providers/{id}/services': owned({
    schema: ServicesSchema,
    body: ({ serviceTypeIds }) => ({ service_type_ids: serviceTypeIds }),
  }),
  'PUT /api/v1/providers/{id}/contact': owned({
    schema: ContactUpdateSchema,
    body: ({ districtId }) => ({
      contact_firstname: 'Carla',
      contact_lastname: 'Intrusa',
      cellphone: '987654321',
      email: 'carla@example.com',
      address_line1: 'Av. Arequipa 100',
      location_id: districtId,
    }),
  }),
  'PUT /api/v1/providers/{id}/identity': owned({
    schema: ProviderIdentitySchema,
    body: () => ({ type: 'ruc', ruc: '20000000001', legal_name: 'Intrusa S.A.C.' }),
  }),
  'PUT /api/v1/providers/{id}/social': owned({
    schema: SocialLinksSchema,
    body: () => ({ facebook: 'https://www.facebook.com/intrusa' }),
  }),
  'PUT /api/v1/providers/{id}/covers': owned({ schema: CoversBodySchema, body: () => ({ media_ids: [] }) }),
  'POST /api/v1/providers/{id}/testimonials': owned({
    schema: TestimonialSchema,
    body: () => ({ customer_name: 'Cliente falso', testimonial: 'Reseña inventada.' }),
  }),
  'PUT /api/v1/providers/{id}/testimonials/{tid}': owned({
    schema: TestimonialSchema,
    body: () => ({ customer_name: 'Cliente falso', testimonial: 'Reseña cambiada.' }),
  }),
  'DELETE /api/v1/providers/{id}/testimonials/{tid}': owned(),

  // Libro de Reclamaciones: anyone files a sheet; only admins answer (C is no admin → 403).
  'POST /api/v1/complaints': {
    access: 'public',
    reason: 'Libro de Reclamaciones: the law lets any consumer file a sheet without an account',
    schema: CreateComplaintSchema,
    body: () => ({
      consumer_name: 'Carla Intrusa',
      document_type: 'DNI',
      document_number: '12345678',
      address: 'Av. Arequipa 100, Lima',
      phone: '987654321',
      email: 'carla@example.com',
      service: 'Alquiler de local',
      kind: 'reclamo',
      detail: 'Detalle de prueba.',
      request: 'Pedido de prueba.',
      declaration: true,
    }),
  },
  'POST /api/v1/complaints/{id}/answer': owned({
    schema: AnswerComplaintSchema,
    body: () => ({ answer: 'Respuesta de una intrusa.' }),
  }),

  // Exchange rate: admins only (C is no admin → 403).
  'PUT /api/v1/exchange-rate': owned({
    schema: SetExchangeRateSchema,
    body: () => ({ usd_pen: 3.75, rate_date: '2026-11-26' }),
  }),

  // Personal data: always the caller's own account.
  'POST /api/v1/user/consents': self('records the caller’s own consent', {
    schema: AcceptConsentsSchema,
    body: () => ({ accept_terms: true, marketing: false, version: '2026-11-26' }),
  }),
  'PUT /api/v1/user/consents/marketing': self('gives or withdraws the caller’s own marketing consent', {
    schema: MarketingConsentSchema,
    body: () => ({ granted: false }),
  }),
  'DELETE /api/v1/user': self('deletes the caller’s own account; no id can be named'),

  // Reviews: B reviewed A (accepted quotation); C has no accepted quotation from A and is not its
  // owner nor an admin.
  'POST /api/v1/providers/{id}/reviews': owned({ schema: CreateReviewSchema, body: () => REVIEW_BODY }),
  'PUT /api/v1/reviews/{id}': owned({ schema: ReviewSchema, body: () => REVIEW_BODY }),
  'POST /api/v1/reviews/{id}/cancel': owned({
    schema: ReviewCancelSchema,
    body: () => ({ cancel_reason: 'Ya no quiero publicarla' }),
  }),
  'PUT /api/v1/reviews/{id}/response': owned({
    schema: ReviewResponseSchema,
    body: () => ({ response: 'Respuesta ajena' }),
  }),
  'POST /api/v1/reviews/{id}/report': owned({ schema: ReviewReportSchema, body: () => ({ reason: 'Reporte ajeno' }) }),
  'PUT /api/v1/admin/reviews/{id}/moderation': owned({
    schema: ReviewModerationSchema,
    body: () => ({ decision: 'remove', reason: 'Sin ser administradora' }),
  }),
  'POST /api/v1/providers/{id}/review-requests': owned({
    schema: ReviewRequestSchema,
    body: () => ({ email: 'cliente.ajeno@example.com' }),
  }),

  // Users (B's account).
  'PUT /api/v1/user/{id}': owned({
    schema: UpdateUserSchema,
    body: () => ({ first_name: 'Carla', last_name: 'Intrusa' }),
  }),
  'PUT /api/v1/user/{id}/avatar': owned({
    schema: UpdateAvatarSchema,
    body: () => ({ avatar_preferred: 'social' }),
  }),
};
