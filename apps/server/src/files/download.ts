import type { FastifyReply } from 'fastify';
import { notFound } from '../plugins/errors';
import { isFileGone, type FileStore } from './store';

/** A Content-Disposition naming the original file: an ASCII fallback, and the exact name in UTF-8 (RFC 6266). */
export function attachment(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * Streams a stored file as a download under its original name, never cached by the way (a file
 * missing from the store is a 404, found before the answer starts). `inline`: opened in the
 * browser's tab rather than saved (an application's documents).
 */
export async function sendStoredFile(
  reply: FastifyReply, files: FileStore, file: { key: string; type: string; size: number; name: string }, opts: { inline?: boolean } = {},
) {
  const stream = await files.readStream(file.key).catch((err: unknown) => {
    throw isFileGone(err) ? notFound() : err;
  });
  const text = file.type.startsWith('text/') || file.type === 'application/json';
  return reply
    .header('content-type', text ? `${file.type}; charset=utf-8` : file.type)
    .header('content-length', String(file.size))
    .header('content-disposition', attachment(file.name, opts.inline ? 'inline' : 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
