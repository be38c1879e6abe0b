/**
 * Business constants of SPEC §9 (plus the few limits the spec leaves open; see docs/decisions.md,
 * section "Dominio"). Pure values: both apps import them from '@eventos/domain'.
 */

/** The product's name as the site, its pages and its mails write it. */
export const SITE_NAME = 'Eventos Perú';

/** Snackbar default timeout (SPEC §4). */
export const SNACKBAR_TIMEOUT_MS = 6000;
/** Photo-picking errors are shown as a toast for 10 s (SPEC §8). */
export const PHOTO_ERROR_TOAST_MS = 10000;

/** Page-size options and default (SPEC §9). */
export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Similar providers kept per slug (SPEC §4). */
export const SIMILAR_PROVIDERS_MAX = 5;
/** A local keyword must be MORE than this many characters long (SPEC §5). */
export const KEYWORD_MIN_LENGTH = 3;
/** Priority of a keyword added locally from a search (SPEC §5). */
export const LOCAL_KEYWORD_PRIORITY = 7;

/** Price input: at most 5 integer digits and 2 decimals (SPEC §5). */
export const PRICE_MAX_INTEGER_DIGITS = 5;
export const PRICE_DECIMALS = 2;
/** Peru's general sales tax (IGV). */
export const IGV_RATE = 0.18;

/** Default textarea maximum length (SPEC §5). */
export const TEXTAREA_MAX_LENGTH = 1000;
/** Default file-input maximum size, in kilobytes (SPEC §5: "presumably kilobytes"). */
export const FILE_MAX_SIZE_KB = 1024;

/** Cookie that keeps the path to return to after signing in (SPEC §2). */
export const NEXT_COOKIE_NAME = 'next';
export const NEXT_COOKIE_MAX_AGE_DAYS = 1;
/**
 * A readable (not HttpOnly) cookie that only says "this browser has a sign-in": set with the
 * refresh cookie, cleared with it. The web app calls POST /login/refresh at start-up only when it
 * is there, so visitors make no failing refresh request. It holds no secret (value '1').
 */
export const SESSION_HINT_COOKIE_NAME = 'session_hint';

/** Photo picking (SPEC §5). */
export const MAX_PHOTOS_DEFAULT = 5;
/** Minimum photo size, long side × short side (swapped for vertical photos). */
export const MIN_PHOTO_WIDTH = 600;
export const MIN_PHOTO_HEIGHT = 400;
/** Photos are resized to this long side (SPEC §5). */
export const PHOTO_RESIZE_LONG_SIDE = 1920;

/** Cover photos of a provider's site, at most (its covers album). */
export const COVERS_MAX = 10;
/** A customer's own albums ("Mis álbumes"): name length, albums per user, items per album. */
export const CUSTOMER_ALBUM_NAME_MAX = 60;
export const CUSTOMER_ALBUMS_MAX = 100;
export const CUSTOMER_ALBUM_ITEMS_MAX = 500;

/** Video descriptions are cut to this length on save (SPEC §5). */
export const VIDEO_DESCRIPTION_MAX_LENGTH = 500;

/** Session token refresh interval; the spec says "30" without a unit: minutes. */
export const TOKEN_REFRESH_INTERVAL_MINUTES = 30;
/** Smooth scroll to the top on each navigation (SPEC §2). */
export const SMOOTH_SCROLL_DURATION_MS = 500;

/** Masonry gallery layout (SPEC §2). */
export const MASONRY = { columnWidth: 300, padding: 12 } as const;
/** Dialog widths in px (SPEC §9). */
export const DIALOG_WIDTHS = { videoPlayer: 750, videoLoader: 700, sliderMax: 800, confirm: 320 } as const;
/** Photo picker gallery gap in px. */
export const GALLERY_GAP_PX = 8;
/** Photo picker item thumbnail, px. */
export const ITEM_THUMBNAIL = { size: 50, radius: 6 } as const;
/** PDF thumbnail default, px. */
export const PDF_THUMBNAIL = { width: 55, height: 77 } as const;

/** Display formats (dayjs tokens). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATETIME_FORMAT = 'DD/MM/YYYY hh:mm a';
/** Wire format of calendar dates (birth date, event date). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** Create-event wizard steps (SPEC §2). */
export const CREATE_EVENT_STEPS = 4;

/** Call timeouts (SPEC §9). */
export const TIMEOUTS_MS = {
  videoMetadata: 60000,
  cloudStoragePost: 60000,
  cloudStorageGet: 120000,
  chunkLoad: 120000,
} as const;

/** Provider-site pre-render: wait 500 ms, then flag ready after 200 ms. */
export const PRERENDER = { waitMs: 500, readyAfterMs: 200 } as const;

/** Provider count is shown rounded down to a multiple of 10 (SPEC §7). */
export const PROVIDER_COUNT_STEP = 10;

// Minimums the spec leaves out (chosen in docs/decisions.md).
/** Provider introductory text minimum length. */
export const INTRO_TEXT_MIN_LENGTH = 100;
export const INTRO_TEXT_MAX_LENGTH = 2000;
/** User-event description minimum length. */
export const EVENT_DESCRIPTION_MIN_LENGTH = 50;
export const EVENT_DESCRIPTION_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
/** Review text minimum length. */
export const REVIEW_TEXT_MIN_LENGTH = 30;
export const REVIEW_TEXT_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
/** Days after publishing during which the author may edit a review (docs/decisions/141-review-text-and-edit-window.md). */
export const REVIEW_EDIT_WINDOW_DAYS = 30;
/** Review requests a Business provider may send per day (one per address, ever). */
export const REVIEW_REQUESTS_PER_DAY = 10;
/** Reviews per page on the provider site. */
export const REVIEWS_PAGE_SIZE = 5;

/** Peru's time zone: UTC−5 all year (no daylight saving since 1994). */
export const PERU_TIME_ZONE = 'America/Lima';
export const PERU_UTC_OFFSET_MINUTES = -300;

/** Search and catalogue limits. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Provider search: totals and facet counts are exact up to this number ("más de 10,000" above). */
export const SEARCH_EXACT_TOTAL_LIMIT = 10_000;
/** Provider search: the results that can be paged through (page × size); beyond, narrow the search. */
export const SEARCH_MAX_RESULTS = 1_000;
export const KEYWORDS_DEFAULT_LIMIT = 1000;
export const KEYWORDS_MAX_LIMIT = 5000;
export const POPULAR_EVENT_TYPES_LIMIT = 8;

/** E-mail verification codes (providers/resendCode, providers/validateCode). */
export const EMAIL_CODE_LENGTH = 6;
