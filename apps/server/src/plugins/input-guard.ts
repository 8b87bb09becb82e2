import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { isUploadedFile } from '../files/upload';

export const NUL_CHARACTER_MESSAGE = 'This field contains a character that is not allowed.';

/** The first field, as a dotted path, whose text holds a NUL character; PostgreSQL cannot store one. */
export function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'non_field_errors' : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || isUploadedFile(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'non_field_errors';
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** Refuses, with the field's name, any body, query or path text holding a NUL character. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.body) ?? fieldWithNul(request.query) ?? fieldWithNul(request.params);
    if (field) throw new HttpError(400, NUL_CHARACTER_MESSAGE, { [field]: [NUL_CHARACTER_MESSAGE] });
  });
}
