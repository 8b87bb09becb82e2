import { REQUEST_MESSAGES } from '@fetp/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { isUploadedFile } from '../files/upload';


/** No call of the portal takes values nested deeper than this; a body that is has no meaning here. */
export const MAX_INPUT_DEPTH = 32;

export type InputFault = { kind: 'nul'; field: string } | { kind: 'too-deep' };

/**
 * The first fault of a parsed body, query or path: a text (or key) holding a NUL character, which
 * PostgreSQL cannot store, named by its dotted path; or nesting deeper than MAX_INPUT_DEPTH. The
 * walk keeps its own stack, so no input can exhaust the call stack however deep it is.
 */
export function inputFault(value: unknown): InputFault | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { kind: 'nul', field: item.path || 'non_field_errors' };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Buffer.isBuffer(item.value)) continue;
    if (isUploadedFile(item.value)) {
      if (item.value.filename.includes('\u0000')) return { kind: 'nul', field: item.path || 'non_field_errors' };
      continue;
    }
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    // Pushed in reverse so the first field in the body is the first one named.
    const entries = Object.entries(item.value).reverse();
    for (const [key, inner] of entries) {
      if (key.includes('\u0000')) return { kind: 'nul', field: item.path || 'non_field_errors' };
      stack.push({ value: inner, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return null;
}

/** The 400 for an input fault: the field's message for a NUL character, one message for depth. */
export function inputFaultError(fault: InputFault): HttpError {
  return fault.kind === 'nul'
    ? new HttpError(400, REQUEST_MESSAGES.nulCharacter, { [fault.field]: [REQUEST_MESSAGES.nulCharacter] })
    : new HttpError(400, REQUEST_MESSAGES.tooDeep);
}

/** Refuses any body, query or path holding a NUL character or nested too deeply, before validation. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fault = inputFault(request.body) ?? inputFault(request.query) ?? inputFault(request.params);
    if (fault) throw inputFaultError(fault);
  });
}
