/** Share URLs of the big networks (opened in a new tab; no SDK, no third-party script). */
export interface ShareTarget {
  url: string;
  title: string;
}

export function shareLinks({ url, title }: ShareTarget) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}
