/**
 * YouTube links (SPEC §5 "Video"): the 11-character id from the watch, embed, shorts, live,
 * youtu.be and v/ forms; thumbnail quality by size (SPEC §9).
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const PATH_FORMS = new Set(['embed', 'shorts', 'live', 'v']);

/** True for a well-formed video id (11 characters of A–Z, a–z, 0–9, '_' and '-'). */
export function isYouTubeId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The video id of a YouTube link, or null. Accepted: http(s) or no scheme; youtube.com with
 * optional www., m. or music.; `/watch?v=ID` (v anywhere in the query), `/embed/ID`,
 * `/shorts/ID`, `/live/ID`, `/v/ID`, and `youtu.be/ID`; extra query parameters or a fragment
 * (&t=, &list=, ?si=). Anything else (other hosts, ports, users, wrong id length, extra path
 * segments) → null.
 */
export function parseYouTubeId(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.port || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  const trailingOk = !/\/\/+/.test(parsed.pathname);
  let id: string | null = null;
  if (SHORT_HOSTS.has(host)) {
    if (segments.length === 1 && trailingOk) id = segments[0] ?? null;
  } else if (YOUTUBE_HOSTS.has(host) && trailingOk) {
    const [first, second] = segments;
    if (first === 'watch' && segments.length === 1) id = parsed.searchParams.get('v');
    else if (first && PATH_FORMS.has(first) && segments.length === 2) id = second ?? null;
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
