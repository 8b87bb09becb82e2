import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REQUEST_MESSAGES, SERVER_MESSAGES, fieldErrors, type ErrorAnswer } from '@fetp/contract';

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
/** A 400 naming each bad field (a zod error, or messages by field): the first message is the answer's. */
export function fieldsRefused(problems: z.ZodError | Record<string, string | string[]>): HttpError {
  const errors = problems instanceof z.ZodError
    ? fieldErrors(problems)
    : Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, Array.isArray(message) ? message : [message]]));
  return badRequest(Object.values(errors)[0]?.[0] ?? REQUEST_MESSAGES.invalidInput, errors);
}
export const unauthorized = (message: string = REQUEST_MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = REQUEST_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = REQUEST_MESSAGES.notFound) => new HttpError(404, message);
export const tooManyRequests = (message: string = REQUEST_MESSAGES.tooManyAttempts) => new HttpError(429, message);

/** Every 4xx is JSON with a message; unexpected errors are logged and answered with a plain 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    let error = thrown;
    // A header value Node refuses (ERR_INVALID_CHAR) would fail this answer too: drop such headers first.
    dropInvalidHeaders(reply);
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
    if (status >= 400 && status < 500) return reply.status(status).send({ message: clientErrorMessage(status, error) });
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ message: REQUEST_MESSAGES.serverError });
  });
}

/** Every text the contract keys (SERVER_MESSAGES): the only texts an answer may carry. */
const KEYED_TEXTS = new Set<string>(Object.values(SERVER_MESSAGES).flatMap((group) => Object.values(group).filter((v): v is string => typeof v === 'string')));

/** Fastify's and its plugins' codes whose own English text is replaced by the contract's. */
const CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_MESSAGES.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_MESSAGES.badJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: REQUEST_MESSAGES.unreadableBody,
  FST_ERR_BAD_URL: REQUEST_MESSAGES.badRequest,
  FST_ERR_MAX_PARAM_LENGTH: REQUEST_MESSAGES.addressTooLong,
};

/** The message of a 4xx that is not the app's own refusal: by code or status, or its text when the contract keys it. */
function clientErrorMessage(status: number, error: { code?: string; message?: string }): string {
  const byCode = error.code ? CODE_MESSAGES[error.code] : undefined;
  if (byCode) return byCode;
  switch (status) {
    case 404: case 405: return REQUEST_MESSAGES.notFound;
    case 408: return REQUEST_MESSAGES.requestTimeout;
    case 413: case 431: return REQUEST_MESSAGES.tooLarge;
    case 414: return REQUEST_MESSAGES.addressTooLong;
    case 415: return REQUEST_MESSAGES.unsupportedType;
    case 429: return REQUEST_MESSAGES.tooManyAttempts;
    default: return error.message && KEYED_TEXTS.has(error.message) ? error.message : REQUEST_MESSAGES.badRequest;
  }
}

/** Removes every header of a reply whose value Node would refuse to write. */
function dropInvalidHeaders(reply: FastifyReply) {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    try {
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) http.validateHeaderValue(name, String(v));
    } catch {
      reply.removeHeader(name);
    }
  }
}

/**
 * Fastify's `frameworkErrors`: a path that is no valid URL component (400) or whose parameter is
 * longer than the router allows (414), answered in the app's format instead of Fastify's.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ message: clientErrorMessage(status, error) });
}

/**
 * Node's `clientError` (a request it could not parse: a bad header character, headers too large, a
 * request that took too long), answered on the socket in the app's format instead of Fastify's.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: clientErrorMessage(status, {}) });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
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
