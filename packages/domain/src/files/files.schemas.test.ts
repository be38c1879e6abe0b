import { describe, it, expect } from 'vitest';
import {
  FILE_ACCEPT,
  FileInputSchema,
  SNIFFED_FILE_MIME_TYPES,
  fileKindOf,
  validateFileInput,
} from './files.schemas';

const KB = 1024;
const TYPE = 'Solo se aceptan archivos pdf, excel o word';
const SIZE = 'El archivo no puede pesar más de 1024 KB';

describe('file input', () => {
  it('recognizes pdf, excel and word by extension', () => {
    expect(fileKindOf('Cotización.PDF')).toBe('pdf');
    expect(fileKindOf('precios.xlsx')).toBe('excel');
    expect(fileKindOf('precios.xls')).toBe('excel');
    expect(fileKindOf('propuesta.docx')).toBe('word');
    expect(fileKindOf('propuesta.doc')).toBe('word');
    expect(fileKindOf('virus.exe')).toBeNull();
    expect(fileKindOf('.pdf')).toBeNull();
    expect(FILE_ACCEPT).toContain('.pdf');
  });

  it('accepts up to 1024 KB exactly', () => {
    expect(validateFileInput({ name: 'a.pdf', type: 'application/pdf', size: 1024 * KB })).toBeNull();
    expect(validateFileInput({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBeNull();
    expect(validateFileInput({ name: 'a.pdf', type: 'application/pdf', size: 1024 * KB + 1 })).toBe(SIZE);
    expect(validateFileInput({ name: 'a.pdf', size: 2 * 1024 * KB })).toBe(SIZE);
    expect(validateFileInput({ name: 'a.pdf', size: 600 * KB }, 512)).toBe(
      'El archivo no puede pesar más de 512 KB',
    );
    expect(validateFileInput({ name: 'a.pdf', size: Number.NaN })).toBe(SIZE);
  });

  it('rejects other types and mismatched MIME types', () => {
    expect(validateFileInput({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe(TYPE);
    expect(validateFileInput({ name: 'foto.png', type: 'image/png', size: 10 })).toBe(TYPE);
    expect(validateFileInput({ name: 'setup.pdf', type: 'application/x-msdownload', size: 10 })).toBe(TYPE);
    expect(validateFileInput({ name: 'a.docx', type: 'application/octet-stream', size: 10 })).toBeNull();
    expect(
      validateFileInput({
        name: 'a.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 10,
      }),
    ).toBeNull();
  });

  it('lists the sniffed MIME types for the server', () => {
    expect(SNIFFED_FILE_MIME_TYPES).toContain('application/pdf');
    expect(SNIFFED_FILE_MIME_TYPES).toContain('application/x-cfb');
    expect(SNIFFED_FILE_MIME_TYPES).not.toContain('application/x-msdownload');
  });

  it('FileInputSchema puts the message on the right field', () => {
    const big = FileInputSchema.safeParse({ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * KB });
    expect(big.error?.issues[0]).toMatchObject({ message: SIZE, path: ['size'] });
    const exe = FileInputSchema.safeParse({ name: 'a.exe', size: 1 });
    expect(exe.error?.issues[0]).toMatchObject({ message: TYPE, path: ['type'] });
    expect(FileInputSchema.safeParse({ name: 'a.doc', size: 1 }).success).toBe(true);
  });
});
