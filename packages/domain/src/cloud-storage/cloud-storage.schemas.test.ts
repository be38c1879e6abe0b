import { describe, it, expect } from 'vitest';
import { CdnUploadMediaSchema, CloudStorageUploadSchema, cdnMediaPath } from './cloud-storage.schemas';

const upload = { data: 'aGVsbG8=', mimeType: 'application/pdf', filename: 'a.pdf', environment: 'dev' };

describe('CloudStorageUploadSchema', () => {
  it('accepts Media and Logotipos', () => {
    expect(CloudStorageUploadSchema.parse({ ...upload, filetype: 'Media' }).filetype).toBe('Media');
    expect(CloudStorageUploadSchema.parse({ ...upload, filetype: 'Logotipos' }).filetype).toBe('Logotipos');
  });

  it('rejects other file types with "File type invalid"', () => {
    for (const filetype of ['media', 'Documentos', '', undefined]) {
      expect(CloudStorageUploadSchema.safeParse({ ...upload, filetype }).error?.issues[0]?.message).toBe(
        'File type invalid',
      );
    }
  });
});

describe('CdnUploadMediaSchema', () => {
  it('accepts album, logo and avatar folders', () => {
    for (const path of [cdnMediaPath(12), 'logotipos', 'avatars']) {
      expect(CdnUploadMediaSchema.safeParse({ path, mime_type: 'image/jpeg', data: 'abc' }).success).toBe(
        true,
      );
    }
  });

  it('rejects other folders and types', () => {
    for (const path of ['media/0', 'media/abc', '../etc', 'media/1/../../x', '']) {
      expect(
        CdnUploadMediaSchema.safeParse({ path, mime_type: 'image/jpeg', data: 'abc' }).error?.issues[0]
          ?.message,
      ).toBe('La ruta de destino no es válida');
    }
    expect(
      CdnUploadMediaSchema.safeParse({ path: 'logotipos', mime_type: 'image/gif', data: 'abc' }).error
        ?.issues[0]?.message,
    ).toBe('Solo se aceptan imágenes png, jpeg o webp');
    expect(
      CdnUploadMediaSchema.safeParse({ path: 'logotipos', mime_type: 'image/png', data: '' }).success,
    ).toBe(false);
  });
});
