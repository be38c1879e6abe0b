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

  // Real-world shapes collected from public YouTube link parser test suites (other hosts, extra
  // path segments, parameters in any order, junk after the id, attribution and mobile hash links).
  const realWorld = [
    `https://gaming.youtube.com/watch?v=${ID}`,
    `https://mobile.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&feature=share`,
    `http://m.youtube.com/watch?feature=player_embedded&v=${ID}`,
    `http://m.youtube.com/watch?list=PL4054DFC93AC75A3A&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&start_radio=1&list=RD${ID}`,
    `https://www.youtube.com/watch?index=18&list=PLBFF76C4369CACD4D&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&lc=z23bi3oyjyfrcnrz004t1aokgkfgocgndnrykcwole2ebk0h00410`,
    `https://m.youtube.com/watch?v=${ID}/hd`,
    `https://m.youtube.com/watch?v=${ID}/`,
    `https://m.youtube.com/watch?feature=youtu.be&v=${ID}%2FDUALSCLOCK`,
    `http://youtube.com/watch?vi=${ID}&feature=youtube_gdata_player`,
    `http://youtube.com/?v=${ID}&feature=youtube_gdata_player`,
    `http://www.youtube.com/?v=${ID}`,
    `http://youtube.com/vi/${ID}?feature=youtube_gdata_player`,
    `http://www.youtube.com/e/${ID}`,
    `http://www.youtube.com/watch/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/live/${ID}/chat?si=x`,
    `https://youtu.be/${ID}/extra/segments`,
    `https://youtu.be/${ID}&t=10`,
    `http://www.youtube.com/embed/watch?feature=player_embedded&v=${ID}`,
    `http://www.youtube.com/attribution_link?u=/watch?v=${ID}&feature=share&a=9QlmP1yvjcllp0h3l0NwuA`,
    `http://www.youtube.com/attribution_link?a=fF1CWYwxCQ4&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`,
    `http://m.youtube.com/?reload=7&rdm=x9zii2sx#/watch?v=${ID}`,
    `www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `//www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.Youtube.com/watch?v=${ID}`,
    `youtube.cOM/watch?v=${ID}&lc=abc`,
  ];
  it.each(realWorld)('%s', (url) => {
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
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}X`,
    `https://youtu.be/${ID}X`,
    `https://youtu.be/short`,
    `https://www.youtube.com/watch?x=${ID}`,
    `https://www.youtube.com/watch`,
    `https://www.youtube.com/channel/UC${ID}`,
    `https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG`,
    `https://www.youtube.com/embed/videoseries?si=abc&list=PL1234567890`,
    `https://www.youtube.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv`,
    `https://www.youtube.com/playlist?list=PLYfTzYNWWppd5RROHhMs_HEzI5SkO5beZ`,
    `https://www.youtube.com/user/username`,
    `https://www.youtube.com/@canal`,
    `https://www.youtube.com/watch?v=${ID}1`,
    `https://m.youtube.com/watch?v=mzVn2jlss`,
    `https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D`,
    `https://www.youtube.com/attribution_link?u=https://evil.com/watch?v=${ID}`,
    `https://tv.youtube.com/watch?v=${ID}`,
    `https://www.youtube.co.uk/watch?v=${ID}`,
    `https://youtube.com.br/watch?v=${ID}`,
    `http://wwwyoutube.com/watch?v=${ID}`,
    `https://youtu.be/`,
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
