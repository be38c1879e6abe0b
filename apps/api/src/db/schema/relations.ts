// Relations for drizzle's relational query API (db.query.providers.findFirst({ with: … })).
import { relations } from 'drizzle-orm';
import { eventTypes, locations, serviceTypes } from './catalogue';
import { eventInvitations, userEvents, userEventServiceTypes } from './events';
import { customerAlbumItems, customerAlbums } from './likes';
import { albums, media, mediaServiceTypes } from './media';
import {
  providerServiceTypes,
  providerSlugHistory,
  providers,
  testimonials,
  upgradeRequests,
} from './providers';
import { quotationStatusHistory, quotationVersions, quotations } from './quotations';
import { reviewRatings, reviews } from './reviews';
import { uploads } from './uploads';
import { refreshTokens, userIdentities, users } from './users';

export const locationsRelations = relations(locations, ({ one, many }) => ({
  parent: one(locations, {
    fields: [locations.parent_id],
    references: [locations.id],
    relationName: 'parent',
  }),
  children: many(locations, { relationName: 'parent' }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  provider: one(providers, {
    fields: [users.provider_id],
    references: [providers.id],
    relationName: 'user_provider',
  }),
  avatarUpload: one(uploads, { fields: [users.avatar_upload_id], references: [uploads.id] }),
  identities: many(userIdentities),
  refreshTokens: many(refreshTokens),
  events: many(userEvents),
  reviews: many(reviews),
  customerAlbums: many(customerAlbums),
}));

export const userIdentitiesRelations = relations(userIdentities, ({ one }) => ({
  user: one(users, { fields: [userIdentities.user_id], references: [users.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.user_id], references: [users.id] }),
}));

export const providersRelations = relations(providers, ({ one, many }) => ({
  logo: one(uploads, { fields: [providers.logo_id], references: [uploads.id] }),
  location: one(locations, {
    fields: [providers.location_id],
    references: [locations.id],
    relationName: 'provider_location',
  }),
  province: one(locations, {
    fields: [providers.province_id],
    references: [locations.id],
    relationName: 'provider_province',
  }),
  department: one(locations, {
    fields: [providers.department_id],
    references: [locations.id],
    relationName: 'provider_department',
  }),
  creator: one(users, {
    fields: [providers.created_by],
    references: [users.id],
    relationName: 'provider_creator',
  }),
  serviceTypes: many(providerServiceTypes),
  albums: many(albums),
  media: many(media),
  reviews: many(reviews),
  testimonials: many(testimonials),
  oldSlugs: many(providerSlugHistory),
  upgradeRequests: many(upgradeRequests),
  quotations: many(quotations),
  eventInvitations: many(eventInvitations),
}));

export const providerServiceTypesRelations = relations(providerServiceTypes, ({ one }) => ({
  provider: one(providers, { fields: [providerServiceTypes.provider_id], references: [providers.id] }),
  serviceType: one(serviceTypes, {
    fields: [providerServiceTypes.service_type_id],
    references: [serviceTypes.id],
  }),
}));

export const providerSlugHistoryRelations = relations(providerSlugHistory, ({ one }) => ({
  provider: one(providers, { fields: [providerSlugHistory.provider_id], references: [providers.id] }),
}));

export const testimonialsRelations = relations(testimonials, ({ one }) => ({
  provider: one(providers, { fields: [testimonials.provider_id], references: [providers.id] }),
}));

export const upgradeRequestsRelations = relations(upgradeRequests, ({ one }) => ({
  provider: one(providers, { fields: [upgradeRequests.provider_id], references: [providers.id] }),
}));

export const albumsRelations = relations(albums, ({ one, many }) => ({
  provider: one(providers, { fields: [albums.provider_id], references: [providers.id] }),
  media: many(media),
}));

export const mediaRelations = relations(media, ({ one, many }) => ({
  album: one(albums, { fields: [media.album_id], references: [albums.id] }),
  provider: one(providers, { fields: [media.provider_id], references: [providers.id] }),
  services: many(mediaServiceTypes),
}));

export const mediaServiceTypesRelations = relations(mediaServiceTypes, ({ one }) => ({
  media: one(media, { fields: [mediaServiceTypes.media_id], references: [media.id] }),
  serviceType: one(serviceTypes, {
    fields: [mediaServiceTypes.service_type_id],
    references: [serviceTypes.id],
  }),
}));

export const customerAlbumsRelations = relations(customerAlbums, ({ one, many }) => ({
  user: one(users, { fields: [customerAlbums.user_id], references: [users.id] }),
  items: many(customerAlbumItems),
}));

export const customerAlbumItemsRelations = relations(customerAlbumItems, ({ one }) => ({
  album: one(customerAlbums, {
    fields: [customerAlbumItems.customer_album_id],
    references: [customerAlbums.id],
  }),
  media: one(media, { fields: [customerAlbumItems.media_id], references: [media.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  provider: one(providers, { fields: [reviews.provider_id], references: [providers.id] }),
  user: one(users, { fields: [reviews.user_id], references: [users.id] }),
  ratings: many(reviewRatings),
}));

export const reviewRatingsRelations = relations(reviewRatings, ({ one }) => ({
  review: one(reviews, { fields: [reviewRatings.review_id], references: [reviews.id] }),
}));

export const userEventsRelations = relations(userEvents, ({ one, many }) => ({
  user: one(users, { fields: [userEvents.user_id], references: [users.id] }),
  eventType: one(eventTypes, { fields: [userEvents.event_type_id], references: [eventTypes.id] }),
  location: one(locations, {
    fields: [userEvents.location_id],
    references: [locations.id],
    relationName: 'event_location',
  }),
  addressedProvider: one(providers, {
    fields: [userEvents.addressed_provider_id],
    references: [providers.id],
    relationName: 'event_addressed_provider',
  }),
  services: many(userEventServiceTypes),
  quotations: many(quotations),
  invitations: many(eventInvitations),
}));

export const eventInvitationsRelations = relations(eventInvitations, ({ one }) => ({
  event: one(userEvents, { fields: [eventInvitations.event_id], references: [userEvents.id] }),
  provider: one(providers, { fields: [eventInvitations.provider_id], references: [providers.id] }),
}));

export const userEventServiceTypesRelations = relations(userEventServiceTypes, ({ one }) => ({
  event: one(userEvents, { fields: [userEventServiceTypes.user_event_id], references: [userEvents.id] }),
  serviceType: one(serviceTypes, {
    fields: [userEventServiceTypes.service_type_id],
    references: [serviceTypes.id],
  }),
}));

export const quotationsRelations = relations(quotations, ({ one, many }) => ({
  event: one(userEvents, { fields: [quotations.user_event_id], references: [userEvents.id] }),
  provider: one(providers, { fields: [quotations.provider_id], references: [providers.id] }),
  serviceType: one(serviceTypes, { fields: [quotations.service_type_id], references: [serviceTypes.id] }),
  history: many(quotationStatusHistory),
  versions: many(quotationVersions),
}));

export const quotationStatusHistoryRelations = relations(quotationStatusHistory, ({ one }) => ({
  quotation: one(quotations, { fields: [quotationStatusHistory.quotation_id], references: [quotations.id] }),
}));

export const quotationVersionsRelations = relations(quotationVersions, ({ one }) => ({
  quotation: one(quotations, { fields: [quotationVersions.quotation_id], references: [quotations.id] }),
}));
