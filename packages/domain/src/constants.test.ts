import { describe, it, expect } from 'vitest';
import * as c from './constants';

describe('constants (SPEC §9)', () => {
  it('has the spec values', () => {
    expect(c.SNACKBAR_TIMEOUT_MS).toBe(6000);
    expect(c.PHOTO_ERROR_TOAST_MS).toBe(10000);
    expect(c.PAGE_SIZES).toEqual([10, 20, 50]);
    expect(c.DEFAULT_PAGE_SIZE).toBe(10);
    expect(c.SIMILAR_PROVIDERS_MAX).toBe(5);
    expect(c.KEYWORD_MIN_LENGTH).toBe(3);
    expect(c.LOCAL_KEYWORD_PRIORITY).toBe(7);
    expect(c.PRICE_MAX_INTEGER_DIGITS).toBe(5);
    expect(c.PRICE_DECIMALS).toBe(2);
    expect(c.TEXTAREA_MAX_LENGTH).toBe(1000);
    expect(c.FILE_MAX_SIZE_KB).toBe(1024);
    expect(c.NEXT_COOKIE_NAME).toBe('next');
    expect(c.NEXT_COOKIE_MAX_AGE_DAYS).toBe(1);
    expect(c.MAX_PHOTOS_DEFAULT).toBe(5);
    expect([c.MIN_PHOTO_WIDTH, c.MIN_PHOTO_HEIGHT]).toEqual([600, 400]);
    expect(c.PHOTO_RESIZE_LONG_SIDE).toBe(1920);
    expect(c.VIDEO_DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(c.TOKEN_REFRESH_INTERVAL_MINUTES).toBe(30);
    expect(c.SMOOTH_SCROLL_DURATION_MS).toBe(500);
    expect(c.MASONRY).toEqual({ columnWidth: 300, padding: 12 });
    expect(c.DIALOG_WIDTHS).toEqual({ videoPlayer: 750, videoLoader: 700, sliderMax: 800, confirm: 320 });
    expect(c.GALLERY_GAP_PX).toBe(8);
    expect(c.ITEM_THUMBNAIL).toEqual({ size: 50, radius: 6 });
    expect(c.PDF_THUMBNAIL).toEqual({ width: 55, height: 77 });
    expect(c.DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(c.DATETIME_FORMAT).toBe('DD/MM/YYYY hh:mm a');
    expect(c.CREATE_EVENT_STEPS).toBe(4);
    expect(c.TIMEOUTS_MS).toEqual({
      videoMetadata: 60000,
      cloudStoragePost: 60000,
      cloudStorageGet: 120000,
      chunkLoad: 120000,
    });
    expect(c.PRERENDER).toEqual({ waitMs: 500, readyAfterMs: 200 });
    expect(c.IGV_RATE).toBe(0.18);
    expect(c.PROVIDER_COUNT_STEP).toBe(10);
  });

  it('chooses the minimums the spec leaves out', () => {
    expect(c.INTRO_TEXT_MIN_LENGTH).toBe(100);
    expect(c.EVENT_DESCRIPTION_MIN_LENGTH).toBe(50);
    expect(c.REVIEW_TEXT_MIN_LENGTH).toBe(30);
    expect(c.INTRO_TEXT_MAX_LENGTH).toBeGreaterThan(c.INTRO_TEXT_MIN_LENGTH);
  });
});
