/**
 * YouTube links (SPEC §5 "Video"): the 11-character id from the watch, embed, shorts, live,
 * youtu.be and v/ forms; thumbnail quality by size (SPEC §9).
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** An id at the start of a value, followed by nothing or by a character that cannot be part of it. */
const LEADING_ID = /^([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'mobile.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** `/{form}/ID`: the id is the next path segment. */
const PATH_FORMS = new Set(['embed', 'shorts', 'live', 'v', 'vi', 'e', 'watch']);
/** Eleven-letter words YouTube uses after /embed/ that are not videos (playlists, channel streams). */
const NOT_VIDEOS = new Set(['videoseries', 'live_stream']);
/** Query parameters that carry the id (`?v=`, the older `?vi=`). */
const ID_PARAMS = ['v', 'vi'] as const;

/** True for a well-formed video id (11 characters of A–Z, a–z, 0–9, '_' and '-'). */
export function isYouTubeId(value: string): boolean {
  return VIDEO_ID.test(value);
}

function leadingId(value: string | null | undefined): string | null {
  if (!value) return null;
  const id = LEADING_ID.exec(value)?.[1] ?? null;
  return id && !NOT_VIDEOS.has(id) ? id : null;
}

function idFromQuery(params: URLSearchParams): string | null {
  for (const name of ID_PARAMS) {
    const id = leadingId(params.get(name));
    if (id) return id;
  }
  return null;
}

/** The id in a youtube.com path and query (`/watch?v=`, `/embed/ID/…`, `/?v=`, `/attribution_link?u=/watch?v=`). */
function idFromYouTubePath(pathname: string, params: URLSearchParams, depth: number): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (!first) return idFromQuery(params);
  if (first === 'watch' && segments.length === 1) return idFromQuery(params);
  if (first === 'attribution_link' && depth === 0) {
    const inner = params.get('u');
    if (!inner || !inner.startsWith('/')) return null;
    const url = new URL(inner, 'https://www.youtube.com');
    return idFromYouTubePath(url.pathname, url.searchParams, depth + 1);
  }
  if (first === 'embed' && second === 'watch') return idFromQuery(params);
  if (PATH_FORMS.has(first)) return leadingId(second);
  return null;
}

/**
 * The video id of a YouTube link, or null. Accepted: http(s), protocol-relative or no scheme;
 * youtube.com with optional www., m., mobile., music. or gaming., and youtube-nocookie.com;
 * `/watch?v=ID` (v or vi anywhere in the query, the id possibly followed by `/hd` or other
 * junk), `/?v=ID`, `/embed/ID`, `/shorts/ID`, `/live/ID`, `/v/ID`, `/vi/ID`, `/e/ID`,
 * `/watch/ID` (extra path segments after the id are ignored), the mobile `#/watch?v=ID` form,
 * `/attribution_link?u=/watch?v=ID`, and `youtu.be/ID`; extra query parameters or a fragment
 * (&t=, &list=, ?si=). Anything else → null: other hosts, ports, users, wrong id length,
 * channels, playlists (`/playlist?list=`, `/embed/videoseries?list=`).
 */
export function parseYouTubeId(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.port || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | null = null;
  if (SHORT_HOSTS.has(host)) {
    const [first] = parsed.pathname.split('/').filter(Boolean);
    id = leadingId(first);
  } else if (YOUTUBE_HOSTS.has(host)) {
    id = idFromYouTubePath(parsed.pathname, parsed.searchParams, 0);
    // m.youtube.com's old single-page links: https://m.youtube.com/#/watch?v=ID
    if (!id && parsed.pathname === '/' && parsed.hash.startsWith('#/')) {
      const inner = new URL(parsed.hash.slice(1), 'https://www.youtube.com');
      id = idFromYouTubePath(inner.pathname, inner.searchParams, 0);
    }
  }
  return id !== null && isYouTubeId(id) ? id : null;
}

/** Thumbnail size → YouTube image quality (SPEC §9). */
export const VIDEO_QUALITY_BY_SIZE = { sm: 'mq', md: 'hq', lg: 'sd', xl: 'maxres' } as const;
export type VideoThumbnailSize = keyof typeof VIDEO_QUALITY_BY_SIZE;

/** 'https://i.ytimg.com/vi/{id}/hqdefault.jpg' for size 'md', etc. */
export function youtubeThumbnailUrl(id: string, size: VideoThumbnailSize = 'md'): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${VIDEO_QUALITY_BY_SIZE[size]}default.jpg`;
}

/** Player URL for the embedded video dialog. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(id)}`;
}

/** Canonical watch URL (stored as the media `filename` of a video). */
export function youtubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
