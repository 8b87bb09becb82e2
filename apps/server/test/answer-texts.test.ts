import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@fetp/contract';

const SOURCE = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' || entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A refusal or answer written as a literal: `forbidden('…')`, `new HttpError(403, '…')`, `message: '…'`. */
const LITERAL_ANSWER = /\b(?:forbidden|unauthorized|notFound|tooManyRequests|badRequest|fieldError\([^,]+,|HttpError\(\d+,)\s*\(?\s*['"`]|\bmessage\s*[:=]\s*['"`][A-Z]/;

describe('server answer texts live in the contract (issue 11)', () => {
  it('no server module writes an answer text of its own', () => {
    const offenders = sourceFiles(SOURCE).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(SOURCE, file)}:${i + 1}` }))
        .filter(({ line }) => LITERAL_ANSWER.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('every catalogued answer is a non-empty text or a text builder, under a unique group and key', () => {
    for (const [group, texts] of Object.entries(SERVER_MESSAGES)) {
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text === 'function' || (typeof text === 'string' && text.trim().length > 0), `${group}.${key}`).toBe(true);
      }
    }
  });
});
