import type { FacebookRescrape, LinkPreviewAnswer } from '@eventos/domain';
import { api } from '../../../lib/api-client';

/** GET scraping/preview: how the networks will show a page of ours. */
export function fetchLinkPreview(url: string, signal?: AbortSignal) {
  return api.get<LinkPreviewAnswer>('/scraping/preview', { params: { url }, signal });
}

/** POST scraping/facebook: ask Facebook to read the page again. */
export function askFacebookToRescrape(url: string) {
  return api.post<{ data: FacebookRescrape }>('/scraping/facebook', { url }).then((r) => r.data);
}
