import { describe, expect, it } from 'vitest';
import { resolveVideoSource, videoThumbnail, videoThumbnailSrcSet, youtubeNoCookieEmbedUrl } from '../video-source';

const ID = 'dQw4w9WgXcQ';

describe('resolveVideoSource', () => {
  it('plays YouTube by id or by any recognised link', () => {
    expect(resolveVideoSource({ id: ID })).toEqual({ kind: 'youtube', id: ID });
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}&t=30`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}`,
      `https://www.youtube.com/v/${ID}`,
    ]) {
      expect(resolveVideoSource({ url })).toEqual({ kind: 'youtube', id: ID });
    }
  });

  it('plays a direct mp4 file', () => {
    expect(resolveVideoSource({ url: 'https://cdn.example.com/boda.mp4' })).toEqual({ kind: 'mp4', url: 'https://cdn.example.com/boda.mp4' });
    expect(resolveVideoSource({ url: '/cdn/videos/a.MP4?x=1' })).toEqual({ kind: 'mp4', url: '/cdn/videos/a.MP4?x=1' });
  });

  it('refuses anything else', () => {
    expect(resolveVideoSource({ url: 'https://vimeo.com/1234' })).toBeNull();
    expect(resolveVideoSource({ url: 'javascript:alert(1).mp4' })).toBeNull();
    expect(resolveVideoSource({ id: 'corto' })).toBeNull();
    expect(resolveVideoSource({})).toBeNull();
  });
});

describe('YouTube URLs', () => {
  it('embeds from youtube-nocookie', () => {
    expect(youtubeNoCookieEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0&modestbranding=1&playsinline=1&autoplay=1`);
    expect(youtubeNoCookieEmbedUrl(ID, false)).not.toContain('autoplay');
  });

  it('maps thumbnail sizes to qualities (sm→mq, md→hq, lg→sd, xl→maxres)', () => {
    expect(videoThumbnail(ID, 'sm')).toBe(`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`);
    expect(videoThumbnail(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(videoThumbnail(ID, 'lg')).toBe(`https://i.ytimg.com/vi/${ID}/sddefault.jpg`);
    expect(videoThumbnail(ID, 'xl')).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
    expect(videoThumbnailSrcSet(ID, 'md')).toBe(
      `https://i.ytimg.com/vi/${ID}/mqdefault.jpg 320w, https://i.ytimg.com/vi/${ID}/hqdefault.jpg 480w`,
    );
  });
});
