import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@fetp/contract';

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
export const unauthorized = (message = 'Authentication credentials were not provided or have expired.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a few minutes and try again.') => new HttpError(429, message);

/** Every 4xx is JSON with a message; unexpected errors are logged and answered with a plain 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorAnswer & Record<string, unknown> = { ...error.extra, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
        const messages = (errors[field] ??= []);
        const message = issue.message ?? 'Invalid input.';
        if (!messages.includes(message)) messages.push(message);
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
      return reply.status(400).send({ message: first, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something Went Wrong' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large.' : status === 415 ? 'Unsupported content type.' : error.message || 'Bad request.';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something Went Wrong' });
  });
}
