import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { REQUEST_MESSAGES, type ErrorAnswer } from '@fetp/contract';

/** An expected refusal: becomes `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });
export const unauthorized = (message: string = REQUEST_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = REQUEST_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = REQUEST_MESSAGES.notFound) => new HttpError(404, message);
export const tooManyRequests = (message: string = REQUEST_MESSAGES.tooManyAttempts) => new HttpError(429, message);

/** Every 4xx is JSON with a message; unexpected errors are logged and answered with a plain 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    let error = thrown;
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      error = new HttpError(503, REQUEST_MESSAGES.serviceUnavailable);
    }
    if (error instanceof HttpError) {
      const body: ErrorAnswer & Record<string, unknown> = { ...error.extra, message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
        const messages = (errors[field] ??= []);
        const message = issue.message ?? REQUEST_MESSAGES.invalidInput;
        if (!messages.includes(message)) messages.push(message);
      }
      const first = Object.values(errors)[0]?.[0] ?? REQUEST_MESSAGES.invalidInput;
      return reply.status(400).send({ message: first, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: REQUEST_MESSAGES.serverError });
    }
    if (isUnreadableBody(error)) return reply.status(400).send({ message: REQUEST_MESSAGES.unreadableBody });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? REQUEST_MESSAGES.tooLarge : status === 415 ? REQUEST_MESSAGES.unsupportedType : error.message || REQUEST_MESSAGES.badRequest;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: REQUEST_MESSAGES.serverError });
  });
}

/** A database restart or fail-over takes seconds; clients and load balancers retry after this. */
export const RETRY_AFTER_SECONDS = 5;

/** PostgreSQL error classes and socket errors that mean "no database right now", not "bad query". */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[123]$|53300$)/;
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * Whether an error (or an error it wraps: the ORM wraps the driver's) says the database cannot be
 * reached: refused or dropped connections, a server shutting down or starting, no free connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A multipart body cut short or without its boundary: the parser's errors carry no status. */
function isUnreadableBody(error: { statusCode?: number; message?: string; code?: string }): boolean {
  if (error.statusCode !== undefined) return false;
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  // "needle": a boundary longer than the parser's search allows (RFC 2046 caps it at 70 characters).
  return /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Part terminated early|Malformed (part )?header|The needle cannot have a length bigger than)/i.test(error.message ?? '');
}

/**
 * An unexpected error as it may be logged. A failed query's message and fields carry the query's
 * parameters (password hashes, e-mail addresses, phone numbers), so only the query text, the
 * database's own message and its code are kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; message?: string; stack?: string; code?: string; query?: string; params?: unknown; cause?: unknown };
  if (e && typeof e === 'object' && ('params' in e || 'query' in e)) {
    const cause = e.cause as { message?: string; code?: string } | undefined;
    return {
      type: e.name,
      message: cause?.message ?? 'a database query failed',
      code: cause?.code ?? e.code,
      query: typeof e.query === 'string' ? e.query.slice(0, 500) : undefined,
    };
  }
  const cause = e?.cause as { message?: string; code?: string } | undefined;
  return { type: e?.name, message: e?.message, code: e?.code, stack: e?.stack, cause: cause ? { message: cause.message, code: cause.code } : undefined };
}
