import { describe, it, expect } from 'vitest';
import {
  VIDEO_QUALITY_BY_SIZE,
  isYouTubeId,
  parseYouTubeId,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
} from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeId: accepted forms', () => {
  const good = [
    `https://www.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&list=RDAMVM${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&list=PL1234567890&index=2`,
    `https://www.youtube.com/watch?v=${ID}#t=30`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}?si=AbCdEfGh`,
    `https://www.youtube.com/live/${ID}?si=xyz`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/v/${ID}?version=3`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbC123&t=10`,
    `https://youtu.be/${ID}/`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ];
  it.each(good)('%s', (url) => {
    expect(parseYouTubeId(url)).toBe(ID);
  });

  it('keeps ids with - and _', () => {
    expect(parseYouTubeId('https://youtu.be/a-b_c-D_e1F')).toBe('a-b_c-D_e1F');
  });
});

describe('parseYouTubeId: rejected', () => {
  const bad = [
    '',
    '   ',
    ID,
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.com/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://notyoutu.be/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}X`,
    `https://youtu.be/${ID}X`,
    `https://youtu.be/short`,
    `https://www.youtube.com/watch?x=${ID}`,
    `https://www.youtube.com/watch`,
    `https://www.youtube.com/channel/UC${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/embed/`,
    `https://www.youtube.com/${ID}`,
    `https://youtu.be/watch/${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `https://youtube.com:8080/watch?v=${ID}`,
    `https://user@youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=dQw4w9WgXc!`,
    `https://youtu.be/${ID} extra`,
    'no es un enlace',
  ];
  it.each(bad)('%s', (url) => {
    expect(parseYouTubeId(url)).toBeNull();
  });

  it('handles null and undefined', () => {
    expect(parseYouTubeId(null)).toBeNull();
    expect(parseYouTubeId(undefined)).toBeNull();
  });
});

describe('thumbnails and URLs', () => {
  it('maps sizes to qualities', () => {
    expect(VIDEO_QUALITY_BY_SIZE).toEqual({ sm: 'mq', md: 'hq', lg: 'sd', xl: 'maxres' });
  });

  it('builds URLs', () => {
    expect(youtubeThumbnailUrl(ID, 'sm')).toBe(`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`);
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(youtubeThumbnailUrl(ID, 'xl')).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}`);
    expect(parseYouTubeId(youtubeWatchUrl(ID))).toBe(ID);
  });

  it('checks ids', () => {
    expect(isYouTubeId(ID)).toBe(true);
    expect(isYouTubeId('short')).toBe(false);
    expect(isYouTubeId('dQw4w9WgXc?')).toBe(false);
  });
});
