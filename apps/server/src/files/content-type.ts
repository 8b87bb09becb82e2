import { PDFDocument } from 'pdf-lib';

/** What a file really is, from its first and last bytes; the name and declared type are not trusted. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'application/pdf';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffContentType(data: Buffer): SniffedType | null {
  if (data.length >= 33 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.toString('latin1', 12, 16) === 'IHDR') return 'image/png';
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 16 && data.toString('latin1', 0, 5) === '%PDF-' && /startxref\s+\d+\s+%%EOF/.test(data.toString('latin1', Math.max(0, data.length - 1024)))) {
    return 'application/pdf';
  }
  return null;
}

export const EXTENSION_OF: Record<SniffedType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/**
 * The bytes in an array of their own. pdf-lib's JPEG reader views `.buffer` from offset 0, so a
 * Buffer sliced from Node's shared pool would be read from the wrong place.
 */
export const standaloneBytes = (data: Buffer): Uint8Array => new Uint8Array(data);

/**
 * Whether an image really is one, beyond its first bytes: pdf-lib reads a JPEG's frame header and
 * inflates a PNG's pixel data, as it must to place the image on the application form.
 */
export async function isReadableImage(data: Buffer, type: SniffedType): Promise<boolean> {
  if (type === 'application/pdf') return false;
  try {
    const doc = await PDFDocument.create();
    const bytes = standaloneBytes(data);
    await (type === 'image/png' ? doc.embedPng(bytes) : doc.embedJpg(bytes));
    return true;
  } catch {
    return false;
  }
}
