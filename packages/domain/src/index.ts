/**
 * @eventos/domain — the spec's rules shared by the API and the web app: constants, enums with
 * Spanish labels, messages, formatters, zod schemas, error display and the quotation life cycle.
 */
// Zod's own messages come out in Spanish: see ./zod.ts (imported by every schema module).
export * from './constants';
export * from './enums';
export * from './dates';
export * from './messages/es';
export * from './messages/format-message';
export * from './format';
export * from './price';
export * from './keywords';
export * from './youtube';
export * from './errors';
export * from './routes';
export * from './common/common.schemas';
export * from './catalogue/catalogue.schemas';
export * from './pagination/pagination.schemas';
export * from './search/search.schemas';
export * from './search/search-results';
export * from './search/search-responses.schemas';
export * from './users/users.schemas';
export * from './providers/providers.schemas';
export * from './providers/provider-site.schemas';
export * from './providers/provider-responses.schemas';
export * from './media/media.schemas';
export * from './media/albums.schemas';
export * from './media/customer-albums.schemas';
export * from './media/photo.rules';
export * from './files/files.schemas';
export * from './files/image-form.rules';
export * from './cloud-storage/cloud-storage.schemas';
export * from './events/events.schemas';
export * from './events/events.rules';
export * from './events/event-responses.schemas';
export * from './quotations/quotations.schemas';
export * from './quotations/quotation-responses.schemas';
export * from './quotations/quotation-pricing';
export * from './quotations/quotation-status.machine';
export * from './reviews/reviews.schemas';
export * from './providers/plans';
export * from './providers/claim.schemas';
export * from './providers/code-mail';
export * from './likes/likes.schemas';
export * from './legal';
export * from './blog';
export * from './scraping/scraping.schemas';
export * from './conversations/conversations.messages';
export * from './conversations/conversations.rules';
export * from './conversations/conversations.schemas';
export * from './landings/landings';
export * from './landings/landings.schemas';
export * from './providers/provider-requests.schemas';
export * from './users/auth.schemas';
export * from './media/media-requests.schemas';
export * from './notifications/notifications.schemas';
export * from './health/health.schemas';
