import { createRequire } from 'node:module';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { REQUEST_MESSAGES } from '@fetp/contract';
import { takesFiles } from '../plugins/csrf';
import { HttpError, fieldError } from '../plugins/errors';
import { isFileGone, type FileStore } from './store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route taking files too large to hold in memory: takes each file part as it streams in
     * (see storeUpload) and returns the body's value for it, instead of the part read whole.
     */
    onUploadPart?: (part: MultipartFile, request: FastifyRequest) => Promise<unknown>;
  }
}

/**
 * The file values this module made. A body's value is a file only when it is one of them: a JSON
 * or form body can hold an object of the same shape, but never one of these.
 */
const madeHere = new WeakSet<object>();
const made = <T extends object>(value: T): T => {
  madeHere.add(value);
  return value;
};

/** A file part of a multipart body, read whole; `truncated` when it went past the size limit. */
export interface UploadedFile {
  readonly kind: 'upload';
  data: Buffer;
  filename: string;
  mimetype: string;
  truncated: boolean;
}

/** A file handed over in-process (the demo seed, tests) as if uploaded: the same value collectUpload makes. */
export const uploadedFile = (file: Omit<UploadedFile, 'kind'>): UploadedFile => made({ kind: 'upload', ...file });

/** Whether a body's value is a file the upload hook read (not merely an object shaped like one). */
export const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && madeHere.has(value) && (value as { kind?: unknown }).kind === 'upload';

/**
 * The multipart plugin's onFile hook: keeps each file in the body as an UploadedFile. Files over
 * the limit are cut at the limit and flagged rather than failing the whole request, so the route
 * can answer with the field's own message. A route with its own onUploadPart handles its parts.
 */
export async function collectUpload(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const own = this.routeOptions.config.onUploadPart;
  if (own) {
    (part as unknown as { value: unknown }).value = await own(part, this);
    return;
  }
  const data = await part.toBuffer();
  (part as unknown as { value: UploadedFile }).value = uploadedFile({ data, filename: part.filename, mimetype: part.mimetype, truncated: part.file.truncated });
}

/** A form field's text: a file part, a repeated field or a missing one reads as ''. */
export const fieldText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A file part streamed into the file store as a pending file, with what checks of its content need. */
export interface StoredUpload {
  readonly kind: 'stored';
  /** The pending file: promoted with its record, or removed. */
  key: string;
  filename: string;
  mimetype: string;
  size: number;
  /** Cut at the route's size limit: the file was larger. */
  truncated: boolean;
  /** The first bytes (up to HEAD_BYTES) and the last (up to TAIL_BYTES), for signatures. */
  head: Buffer;
  tail: Buffer;
  /** Valid UTF-8 without control characters other than tab, line feed, form feed and carriage return. */
  text: boolean;
}

/** Whether a body's value is a file storeUpload streamed into the store (a caller's object with its shape never is). */
export const isStoredUpload = (value: unknown): value is StoredUpload =>
  typeof value === 'object' && value !== null && madeHere.has(value) && (value as { kind?: unknown }).kind === 'stored';

const HEAD_BYTES = 8192;
const TAIL_BYTES = 1024;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Streams a file part into the store's pending files, never holding it whole: its size, its
 * first and last bytes and whether it is text are noted on the way. A part cut off (the client
 * went away, the body ended early) leaves no file and throws.
 */
export async function storeUpload(files: FileStore, folder: string, part: MultipartFile): Promise<StoredUpload> {
  const head: Buffer[] = [];
  let headSize = 0;
  let tail = Buffer.alloc(0);
  let size = 0;
  let text = true;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  async function* inspected() {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        const piece = Buffer.from(chunk.subarray(0, HEAD_BYTES - headSize));
        head.push(piece);
        headSize += piece.length;
      }
      tail = chunk.length >= TAIL_BYTES ? Buffer.from(chunk.subarray(-TAIL_BYTES)) : Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
      if (text) {
        try {
          text = !CONTROL_CHARACTER.test(decoder.decode(chunk, { stream: true }));
        } catch {
          text = false;
        }
      }
      yield chunk;
    }
    if (text) {
      try {
        decoder.decode();
      } catch {
        text = false;
      }
    }
  }
  const key = await files.putPendingStream(folder, inspected());
  return made<StoredUpload>({
    kind: 'stored', key, filename: part.filename, mimetype: part.mimetype, size, truncated: part.file.truncated, head: Buffer.concat(head), tail, text,
  });
}

/**
 * Promotes a record's pending files, as the last step before its transaction commits. One that is
 * gone was cleared by another process starting up: the request is refused as a passing
 * unavailability (503), and the user sends it again.
 */
export async function promotePending(files: FileStore, keys: string[]): Promise<void> {
  try {
    await Promise.all(keys.map((key) => files.promote(key)));
  } catch (err) {
    if (isFileGone(err)) throw new HttpError(503, REQUEST_MESSAGES.serviceUnavailable);
    throw err;
  }
}

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * Upload calls take multipart only: a route that takes files refuses any other body (JSON,
 * urlencoded, none) with a 415 before reading it. Files then reach a route only as the upload
 * hook's own values (collectUpload, storeUpload).
 */
export function registerUploadGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (takesFiles(request) && !isMultipart(request)) throw new HttpError(415, REQUEST_MESSAGES.multipartOnly);
  });
}

/** The most of a multipart body the parser is given in one write. */
const MULTIPART_SLICE_BYTES = 8 * 1024;

type BusboyWrite = ((chunk: Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void) => void) & { sliced?: true };

/**
 * Feeds the multipart parser in slices of at most 8 kB: @fastify/busboy 3.2.6 never finishes when
 * one write holds more than 16 kB of a part it skips (a file sent to a call that takes none, a part
 * with a bare line break in its name), which left such a request unanswered. @fastify/multipart
 * pipes the raw request into the parser itself, so the slicing is done at the parser's own write.
 */
export function feedMultipartInSlices() {
  const fromMultipart = createRequire(createRequire(import.meta.url).resolve('@fastify/multipart'));
  const parser = fromMultipart('@fastify/busboy') as { prototype: { _write: BusboyWrite } };
  const write = parser.prototype._write;
  if (write.sliced) return;
  const sliced: BusboyWrite = function (this: unknown, chunk, encoding, done) {
    let at = 0;
    const next = (error?: Error | null) => {
      if (error || at >= chunk.length) return done(error);
      const slice = chunk.subarray(at, (at += MULTIPART_SLICE_BYTES));
      write.call(this, slice, encoding, next);
    };
    next();
  };
  sliced.sliced = true;
  parser.prototype._write = sliced;
}

/** Room for the multipart framing and the text fields around a file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * The route options of a call that takes one file too large to hold in memory, in `field`: the
 * file streams into `folder` of the store as a pending file (storeUpload; other file fields are
 * drained unread), a body announced far over `maxBytes` is refused before it is received (with
 * `tooLarge` under the field), and the pending file is removed when the request fails at any
 * stage. Once its record has committed, `kept(request)` hands the file over to it.
 */
export function streamedUpload(opts: {
  files: FileStore;
  folder: string;
  field: string;
  maxBytes: number;
  tooLarge: string;
  limits: { fields: number; fieldSize: number; parts: number };
  /** Files the call takes (each within maxBytes; 1 unless given), and the room for the framing around them. */
  maxFiles?: number;
  framingBytes?: number;
}) {
  const pending = new WeakMap<FastifyRequest, string[]>();
  const maxFiles = opts.maxFiles ?? 1;
  return {
    config: {
      multipartOptions: { limits: { fileSize: opts.maxBytes, files: maxFiles, ...opts.limits } },
      onUploadPart: async (part: MultipartFile, request: FastifyRequest) => {
        if (part.fieldname !== opts.field) {
          part.file.resume();
          await finished(part.file);
          return undefined;
        }
        const stored = await storeUpload(opts.files, opts.folder, part);
        pending.set(request, [...(pending.get(request) ?? []), stored.key]);
        return stored;
      },
    },
    onRequest: async (request: FastifyRequest) => {
      if (Number(request.headers['content-length']) > maxFiles * opts.maxBytes + (opts.framingBytes ?? FRAMING_BYTES)) throw fieldError(opts.field, opts.tooLarge);
    },
    onError: async (request: FastifyRequest) => {
      const keys = pending.get(request) ?? [];
      pending.delete(request);
      await Promise.all(keys.map((key) => opts.files.remove(key).catch(() => undefined)));
    },
    kept: (request: FastifyRequest) => {
      pending.delete(request);
    },
  };
}
