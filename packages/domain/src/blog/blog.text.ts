import { BLOG_WORDS_PER_MINUTE } from './blog.constants';

/** Minutes to read a Markdown text (at least 1). */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / BLOG_WORDS_PER_MINUTE));
}

/** "5 min de lectura". */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min de lectura`;
}

/** A blog slug from a title: lower case ASCII words joined by '-'. */
export function blogSlugFrom(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
}
