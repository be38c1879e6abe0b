import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE, avatarMimeType, validateAvatarFile } from '../utils/avatar-file';

describe('avatar files (png, jpg, jpeg)', () => {
  it('maps the extension and type to the upload MIME type', () => {
    expect(avatarMimeType({ name: 'yo.PNG', type: 'image/png' })).toBe('image/png');
    expect(avatarMimeType({ name: 'yo.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(avatarMimeType({ name: 'yo.jpeg', type: '' })).toBe('image/jpeg');
    expect(avatarMimeType({ name: 'yo.gif', type: 'image/gif' })).toBeNull();
    expect(avatarMimeType({ name: 'yo.png', type: 'image/svg+xml' })).toBeNull();
    expect(avatarMimeType({ name: 'sin-extension', type: 'image/png' })).toBeNull();
  });

  it('rejects other types and files over 10 MB with Spanish messages', () => {
    expect(validateAvatarFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(AVATAR_TYPE_MESSAGE);
    expect(validateAvatarFile({ name: 'a.png', type: 'image/png', size: 11 * 1024 * 1024 })).toBe(AVATAR_SIZE_MESSAGE);
    expect(validateAvatarFile({ name: 'a.png', type: 'image/png', size: 2048 })).toBeNull();
  });

});
