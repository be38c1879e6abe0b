import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import * as domain from './index';

describe('@eventos/domain entry point', () => {
  it('sets zod to Spanish for messages we do not customise', () => {
    expect(z.string().safeParse(5).error?.issues[0]?.message).toMatch(/^Entrada inválida/);
  });

  it('exports the contract names', () => {
    for (const name of [
      'SNACKBAR_TIMEOUT_MS',
      'PAGE_SIZES',
      'MASONRY',
      'DIALOG_WIDTHS',
      'TIMEOUTS_MS',
      'INTRO_TEXT_MIN_LENGTH',
      'SERVICE_GROUP_ICONS',
      'QUOTATION_STATUS_LABELS',
      'RATING_SCALE_LABELS',
      'CURRENCY_SYMBOLS',
      'MESSAGES',
      'formatMessage',
      'formatCurrency',
      'formatPercent',
      'parseInteger',
      'leftPad',
      'formatDate',
      'formatDateTime',
      'floorToStep',
      'slugify',
      'sanitizePriceInput',
      'isValidPrice',
      'PriceSchema',
      'toCents',
      'fromCents',
      'normalizeKeyword',
      'shouldAddLocalKeyword',
      'makeLocalKeyword',
      'parseYouTubeId',
      'VIDEO_QUALITY_BY_SIZE',
      'youtubeThumbnailUrl',
      'getErrorMessage',
      'zodErrorToApiBody',
      'APP_ROUTES',
      'RESERVED_SLUGS',
      'isReservedSlug',
      'ServiceTypeSchema',
      'EventTypeSchema',
      'LocationSchema',
      'KeywordSchema',
      'KeywordsQuerySchema',
      'PaginationQuerySchema',
      'SearchProvidersQuerySchema',
      'SearchMediaQuerySchema',
      'UserSchema',
      'UpdateUserSchema',
      'UpdateAvatarSchema',
      'SlugSchema',
      'CompanyNameSchema',
      'IntroSchema',
      'ServicesSchema',
      'ContactSchema',
      'CreateProviderSchema',
      'TestimonialSchema',
      'SocialLinksSchema',
      'ResendCodeSchema',
      'ValidateCodeSchema',
      'ProviderKpisSchema',
      'MediaItemSchema',
      'CreateMediaSchema',
      'UpdateMediaSchema',
      'VideoDataSchema',
      'validatePhotoCount',
      'validatePhotoDimensions',
      'resizeTarget',
      'isAcceptedPhotoFile',
      'FileInputSchema',
      'IMAGE_FORM_TYPES',
      'CloudStorageUploadSchema',
      'UserEventSchema',
      'effectiveEventStatus',
      'minEventDate',
      'QuotationSchema',
      'canTransition',
      'nextStatuses',
      'ReviewSchema',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it('turns every exported schema into JSON Schema (OpenAPI through fastify-type-provider-zod)', () => {
    const schemas = Object.entries(domain).filter(
      ([name, value]) => name.endsWith('Schema') && value instanceof z.ZodType,
    );
    expect(schemas.length).toBeGreaterThan(40);
    for (const [name, schema] of schemas) {
      for (const io of ['input', 'output'] as const) {
        expect(
          () => z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' }),
          `${name} (${io})`,
        ).not.toThrow();
      }
    }
  });
});
