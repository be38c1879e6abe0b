// "Ask Facebook to read the page again" (SPEC §7 "A social share and scrape API"): the Graph API's
// scrape of a URL, with the app token of the Facebook app (FACEBOOK_CLIENT_ID|FACEBOOK_CLIENT_SECRET):
//   POST {FACEBOOK_GRAPH_URL}/{version}/   id={url}&scrape=true&access_token={app id}|{app secret}
//   → { id, url, title, description, image: [{ url, width, height }], updated_time, … }
// Errors ({ error: { message, code } }, 5xx, time-outs) become FacebookScrapeError.
import { FACEBOOK_API_VERSION } from '../auth';

export class FacebookScrapeError extends Error {
  override name = 'FacebookScrapeError';
  constructor(
    message: string,
    readonly upstreamStatus?: number,
    readonly upstreamCode?: number,
  ) {
    super(message);
  }
}

export interface FacebookScrapeResult {
  title: string | null;
  image: string | null;
  updatedTime: string | null;
}

export interface FacebookScrapeClient {
  rescrape(url: string): Promise<FacebookScrapeResult>;
}

export interface FacebookScrapeOptions {
  graphUrl: string;
  appId: string;
  appSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface GraphBody {
  title?: string;
  updated_time?: string;
  image?: Array<{ url?: string }>;
  error?: { message?: string; code?: number };
}

export function createFacebookScrapeClient(options: FacebookScrapeOptions): FacebookScrapeClient {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.graphUrl.replace(/\/+$/, '')}/${FACEBOOK_API_VERSION}/`;
  return {
    async rescrape(url) {
      const body = new URLSearchParams({ id: url, scrape: 'true', access_token: `${options.appId}|${options.appSecret}` });
      let res: Response;
      try {
        res = await doFetch(endpoint, {
          method: 'POST',
          body,
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
      } catch (error) {
        throw new FacebookScrapeError(`network: ${(error as Error).name}`);
      }
      let json: GraphBody;
      try {
        json = (await res.json()) as GraphBody;
      } catch {
        throw new FacebookScrapeError('unexpected body', res.status);
      }
      if (!res.ok || json.error) throw new FacebookScrapeError(json.error?.message ?? `status ${res.status}`, res.status, json.error?.code);
      return { title: json.title ?? null, image: json.image?.[0]?.url ?? null, updatedTime: json.updated_time ?? null };
    },
  };
}
