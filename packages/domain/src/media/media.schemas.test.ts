import { describe, it, expect } from 'vitest';
import {
  AlbumIdSchema,
  CreateMediaSchema,
  DeleteMediaQuerySchema,
  ProviderMediaQuerySchema,
  UpdateMediaSchema,
} from './media.schemas';

const msg = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const photo = {
  album_id: 4,
  mime_type: 'image/jpeg',
  filename: 'boda.jpg',
  path: 'media/4/abc.jpg',
  width: 1920,
  height: 1280,
  size: 350000,
};

describe('CreateMediaSchema', () => {
  it('accepts a photo with empty seo_filename and description', () => {
    expect(CreateMediaSchema.parse(photo)).toMatchObject({ ...photo, seo_filename: '', description: '' });
  });

  it('needs an album id: "Album no definido"', () => {
    expect(msg(CreateMediaSchema.safeParse({ ...photo, album_id: undefined }))).toBe('Album no definido');
    expect(msg(AlbumIdSchema.safeParse('abc'))).toBe('Album no definido');
  });

  it('needs the CDN path for photos and limits their description', () => {
    expect(CreateMediaSchema.safeParse({ ...photo, path: '' }).error?.issues[0]?.path).toEqual(['path']);
    expect(msg(CreateMediaSchema.safeParse({ ...photo, description: 'a'.repeat(1001) }))).toBe(
      'El texto no puede tener más de 1000 caracteres',
    );
  });

  it('stores a video: id from the link, description cut to 500', () => {
    const video = CreateMediaSchema.parse({
      album_id: '4',
      mime_type: 'youtube',
      filename: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
      seo_filename: 'Nuestra boda',
      description: 'd'.repeat(800),
    });
    expect(video.external_id).toBe('dQw4w9WgXcQ');
    expect(video.description).toHaveLength(500);
    expect(video.album_id).toBe(4);
  });

  it('rejects a video without a YouTube link', () => {
    expect(
      msg(
        CreateMediaSchema.safeParse({ album_id: 4, mime_type: 'youtube', filename: 'https://vimeo.com/1' }),
      ),
    ).toBe('Ingresa un enlace válido de YouTube');
  });
});

describe('UpdateMediaSchema and queries', () => {
  it('accepts the PUT body', () => {
    expect(
      UpdateMediaSchema.parse({ media_id: 3, seo_filename: 'Torta', description: '', services: ['2'] }),
    ).toEqual({
      media_id: 3,
      seo_filename: 'Torta',
      description: '',
      services: [2],
    });
  });

  it('parses boolean query parameters', () => {
    expect(ProviderMediaQuerySchema.parse({ media_type: 'photo', featured: 'true', top: '0' })).toEqual({
      media_type: 'photo',
      featured: true,
      top: false,
    });
    expect(ProviderMediaQuerySchema.safeParse({ featured: 'quizás' }).success).toBe(false);
    expect(DeleteMediaQuerySchema.parse({})).toEqual({ purge: false });
    expect(DeleteMediaQuerySchema.parse({ purge: 'true' })).toEqual({ purge: true });
  });
});
