/** Link previews (/scraping): how our pages look when shared, and asking Facebook to read them again. */
export { fetchLinkPreview, askFacebookToRescrape } from './api/scraping-api';
