import { REQUEST_MESSAGES } from '@fetp/contract';
import crypto from 'node:crypto';
import type {} from '@fastify/cookie'; // request.cookies, for programs (scripts, e2e) that reach this file without app.ts
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { randomToken } from './tokens';

export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit token: the token is a random nonce signed with the server secret, set as a cookie
 * and handed to the page; an unsafe request must carry the same value in `X-CSRFToken` (or the form
 * field `csrfmiddlewaretoken`). A foreign site can neither read the token nor set our cookie.
 */
export class Csrf {
  constructor(private readonly secret: string) {}

  issue(): string {
    const nonce = randomToken(18);
    return `${nonce}.${this.sign(nonce)}`;
  }

  isValid(token: string): boolean {
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    const expected = Buffer.from(this.sign(nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  private sign(nonce: string) {
    return crypto.createHmac('sha256', this.secret).update(nonce).digest('base64url');
  }
}

function submittedToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrftoken'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as Record<string, unknown> | undefined;
  const field = body && typeof body === 'object' ? body.csrfmiddlewaretoken : undefined;
  return typeof field === 'string' ? field : undefined;
}

function check(csrf: Csrf, request: FastifyRequest, submitted: string | undefined) {
  const cookie = request.cookies[CSRF_COOKIE];
  if (!submitted || !cookie || submitted !== cookie || !csrf.isValid(submitted)) throw new HttpError(403, REQUEST_MESSAGES.csrfRefused);
}

/** Whether a route takes uploaded files: its multipart options allow some (files/upload.ts streamedUpload, and the application form). */
export const takesFiles = (request: FastifyRequest): boolean =>
  ((request.routeOptions.config as { multipartOptions?: { limits?: { files?: number } } }).multipartOptions?.limits?.files ?? 0) > 0;

export function registerCsrf(app: FastifyInstance, csrf: Csrf) {
  // A route taking files wants the token in the header, checked before a byte of the body is read,
  // so uploads from a forged page are refused without being received.
  app.addHook('onRequest', async (request) => {
    if (UNSAFE.has(request.method) && takesFiles(request)) {
      const header = request.headers['x-csrftoken'];
      check(csrf, request, typeof header === 'string' ? header : undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    check(csrf, request, submittedToken(request));
    if (request.body && typeof request.body === 'object') delete (request.body as Record<string, unknown>).csrfmiddlewaretoken;
  });
}
