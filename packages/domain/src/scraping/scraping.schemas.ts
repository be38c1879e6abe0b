/** Link previews (/scraping): what the page's server HTML tells WhatsApp, Facebook, X and LinkedIn. */
import { z } from '../zod';
import { SCRAPING_MESSAGES } from '../blog/blog.messages';

export const ScrapeUrlSchema = z.object({
  url: z.string().trim().min(1, SCRAPING_MESSAGES.urlInvalid).max(2048, SCRAPING_MESSAGES.urlInvalid),
});
export type ScrapeUrlInput = z.infer<typeof ScrapeUrlSchema>;

export const SCRAPE_WARNING_CODES = [
  'not_found',
  'image_missing',
  'image_too_small',
  'image_unreachable',
  'title_missing',
  'title_too_long',
  'description_missing',
  'description_too_long',
] as const;

export const ScrapeWarningSchema = z.object({ code: z.enum(SCRAPE_WARNING_CODES), message: z.string() });
export type ScrapeWarning = z.infer<typeof ScrapeWarningSchema>;

export const LinkPreviewSchema = z.object({
  url: z.string(),
  status: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  siteName: z.string().nullable(),
  type: z.string().nullable(),
  image: z
    .object({ url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), alt: z.string().nullable() })
    .nullable(),
  twitterCard: z.string().nullable(),
  warnings: z.array(ScrapeWarningSchema),
});
export type LinkPreview = z.infer<typeof LinkPreviewSchema>;

/** Whether "ask Facebook to read it again" works here: the real Graph API, a stand-in, or not at all. */
export const RescrapeModeSchema = z.enum(['facebook', 'standin', 'unavailable']);
export type RescrapeMode = z.infer<typeof RescrapeModeSchema>;

/** GET scraping/preview: the preview and the rescrape mode of this server. */
export const LinkPreviewAnswerSchema = z.object({ data: LinkPreviewSchema, rescrape: RescrapeModeSchema });
export type LinkPreviewAnswer = z.infer<typeof LinkPreviewAnswerSchema>;

export const FacebookRescrapeSchema = z.object({
  /** 'facebook': the Graph API read the page again; 'standin': offline simulation (development). */
  mode: z.enum(['facebook', 'standin']),
  message: z.string(),
  title: z.string().nullable(),
  image: z.string().nullable(),
  updatedTime: z.string().nullable(),
});
export type FacebookRescrape = z.infer<typeof FacebookRescrapeSchema>;
