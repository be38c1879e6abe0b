// Upload fixtures for CDN tests: real images made with sharp, a header-only decompression bomb,
// minimal PDF / Windows executable / OLE bytes, and a multipart/form-data body builder for inject().
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export async function pngImage(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export async function jpegImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** A 1×1 PNG whose header claims 60000×60000 pixels (3.6 gigapixels). */
export async function decompressionBomb(): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A PNG cut in half: the signature is right, the data is not. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

export function pdfBytes(extraBytes = 0): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`;
  const padding = extraBytes > 0 ? `%${'x'.repeat(extraBytes)}\n` : '';
  return Buffer.from(`${body}${padding}trailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** The start of a Windows PE executable ('MZ' … 'PE\0\0'). */
export function exeBytes(): Buffer {
  const buf = Buffer.alloc(1024);
  buf.write('MZ', 0, 'latin1');
  buf.writeUInt32LE(0x80, 0x3c);
  buf.write('PE\0\0', 0x80, 'latin1');
  buf.writeUInt16LE(0x014c, 0x84);
  return buf;
}

/** An OLE compound file header (what old .doc/.xls files are). */
export function oleBytes(): Buffer {
  const buf = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf, 0);
  buf.writeUInt16LE(0x003e, 0x18);
  buf.writeUInt16LE(0x0003, 0x1a);
  buf.writeUInt16LE(0xfffe, 0x1c);
  buf.writeUInt16LE(0x0009, 0x1e);
  return buf;
}

export interface FormFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** multipart/form-data body for app.inject({ payload, headers }). */
export function multipartBody(fields: Record<string, string | FormFile>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----eventos${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
