import fc from 'fast-check';
import { LIMITS } from '@fetp/contract';

/**
 * Generators of hostile requests for the operations of an OpenAPI document, for
 * generated-input.test.ts. Everything here is built from what the document says about an
 * operation (its path, query and body fields and their schemas), so a call added later is covered
 * without anyone listing it.
 */

// ---- The document ----

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation of the document (a path's other keys, such as shared parameters, are not operations). */
export function documentedOperations(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
}

const parametersIn = (op: Operation, place: string) => (op.parameters ?? []).filter((p) => p.in === place);

/** The body schemas an operation documents (one per content type), merged into one field list. */
function bodyFields(op: Operation): Record<string, Schema> {
  const fields: Record<string, Schema> = {};
  for (const content of Object.values(op.requestBody?.content ?? {})) Object.assign(fields, content.schema?.properties ?? {});
  return fields;
}

// ---- JSON values, with text the encoder must not touch ----

/** JSON text sent as is: nesting 10,000 deep, numbers no double holds, and so on. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so keys such as __proto__ and repeated keys reach the wire. */
export class JsonObject {
  constructor(readonly entries: Array<[string, Json]>) {}
}

export type Json = null | boolean | number | string | RawJson | JsonObject | Json[];

export function jsonText(value: Json): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A value as one text field of a form (urlencoded or multipart). */
function formText(value: Json): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson || value instanceof JsonObject || Array.isArray(value)) return jsonText(value);
  return String(value);
}

/** Entries as form fields: a list becomes the field repeated, an object its bracketed keys. */
function formPairs(entries: Array<[string, Json]>): Array<[string, string]> {
  return entries.flatMap(([key, value]): Array<[string, string]> => {
    if (Array.isArray(value)) return value.length ? value.map((item) => [key, formText(item)]) : [[`${key}[]`, '']];
    if (value instanceof JsonObject) return value.entries.map(([k, v]) => [`${key}[${k}]`, formText(v)]);
    return [[key, formText(value)]];
  });
}

/** Percent-encodes the UTF-8 bytes of a text (a lone surrogate goes as U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

// ---- Hostile values ----

export const HUGE_TEXT_LENGTH = 200_000;
/** One byte more than any upload may hold. */
const OVER_UPLOAD_LIMIT = Buffer.alloc(LIMITS.maxUploadBytes + 1, 0x41);
const DEEP = 10_000;

const nested = (depth: number, open: string, inner: string, close: string) => open.repeat(depth) + inner + close.repeat(depth);

/** Deeply nested JSON, built as text (a parser, a validator or a guard may recurse over it). */
const deepJson = fc.oneof(
  fc.constant(new RawJson(nested(DEEP, '[', '', ']'))),
  fc.constant(new RawJson(nested(DEEP, '{"a":', '1', '}'))),
  fc.constant(new RawJson(nested(DEEP / 2, '[{"a":', '"\\u0000"', '}]'))),
  fc.integer({ min: 30, max: 40 }).map((depth) => new RawJson(nested(depth, '{"a":[', '"x"', ']}'))),
);

/** Texts a browser rarely sends. */
const ODD_TEXTS = [
  '', ' ', '\u0000', 'a\u0000b', '%00', '\ud800', 'x\udfffy', '\udc00\ud800', '\u202eevil\u202c', '\u200f\u200e\u061c',
  '\u200b\u200c\u200d\u2060\ufeff', '👩‍👩‍👧‍👦🏳️‍🌈', 'e\u0301\u0301\u0301\u0301', 'İ'.repeat(300), 'ﬃß', '\u0085\u2028\u2029', '\r\n\t\v\f',
  '\u001b[31m', '../../../../etc/passwd', '..\\..\\windows\\win.ini', "' or '1'='1' --", '"; drop table users; --', '<script>alert(1)</script>',
  '{{7*7}}', '${7*7}', '%zz', '%', 'null', 'undefined', 'NaN', 'Infinity', 'true', '[]', '{}', '__proto__', 'constructor', 'toString',
  '0', '-1', '1e309', '0x10', ' 1 ', '１２３', '٣', '9'.repeat(40), 'mentor1@example.org', 'COORDINATOR@EXAMPLE.ORG', 'a@b.co',
  'x'.repeat(255), 'x'.repeat(256), 'x'.repeat(5_000), '\ufffd\ufffe\uffff', '\u{10ffff}', 'a'.repeat(64) + '!',
  '32768', '-32769', '65536', '2147483648', '9223372036854775808', '1e400', '-0', '0000-01-01', '2024-02-30', '9999-12-31', '+275760-09-13', '-001000-01-01',
];

/** A hostile text; `huge` allows texts of HUGE_TEXT_LENGTH (bodies only: no URL or header carries them). */
export function hostileText(huge = false): fc.Arbitrary<string> {
  const arbs: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 6 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }), weight: 1 },
  ];
  if (huge) {
    arbs.push({
      arbitrary: fc.constantFrom('A'.repeat(HUGE_TEXT_LENGTH), '😀'.repeat(HUGE_TEXT_LENGTH / 4), 'é\u0000'.repeat(HUGE_TEXT_LENGTH / 2), '\u200b'.repeat(HUGE_TEXT_LENGTH / 3)),
      weight: 1,
    });
  }
  return fc.oneof(...arbs);
}

const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53 + 2, 99_999_999_999, -99_999_999_999, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(new RawJson('1e400'), new RawJson('-0'), new RawJson('1'.repeat(400)), new RawJson('0.' + '0'.repeat(400) + '1')),
);

/** Keys no form has: prototype names, empty, dotted, bracketed, NUL, long, odd Unicode. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'a.b', 'a[b]', 'a[]', '\u0000', 'k\u0000', 'x'.repeat(1_000), '\u202ekey',
    '🔑', 'csrfmiddlewaretoken', 'id', 'user_id', 'is_admin', 'role', '$where', 'toString', 'hasOwnProperty'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Any JSON value of any type: the wrong type for most fields. */
export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { arbitrary: hostileText(true), weight: 4 },
    { arbitrary: hostileNumber, weight: 2 },
    { arbitrary: fc.constantFrom<Json>(true, false, null, [], new JsonObject([])), weight: 2 },
    { arbitrary: deepJson, weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 3, depthIdentifier: 'json' }), weight: 1 },
    { arbitrary: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3, depthIdentifier: 'json' }).map((e) => new JsonObject(e)), weight: 1 },
  ),
})).value;

/** A value for a documented field: one just inside or outside its documented bounds, or the wrong type. */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<Json> {
  const s = schema ?? {};
  const edges: Json[] = [];
  const arbs: Array<fc.Arbitrary<Json>> = [];
  for (const branch of [s, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
    if (branch.enum?.length) {
      const members = branch.enum.filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v));
      edges.push(...members);
      for (const m of members.filter((v): v is string => typeof v === 'string')) edges.push(m.toUpperCase(), `${m}\u0000`, ` ${m}`, `${m}\u200b`);
    }
    if (branch.minLength !== undefined && branch.minLength > 0) edges.push('x'.repeat(branch.minLength - 1));
    if (branch.maxLength !== undefined) edges.push('x'.repeat(branch.maxLength), 'x'.repeat(branch.maxLength + 1), 'é'.repeat(branch.maxLength + 1));
    if (branch.pattern?.includes('@')) {
      edges.push('mentor1@example.org', 'MENTOR1@example.org', ' coordinator@example.org', 'a@b', '@', 'a@b.co\u0000', `${'İ'.repeat(200)}@example.org`, `${'a'.repeat(250)}@example.org`);
    }
    if (branch.format?.startsWith('date') || branch.pattern?.includes('\\d{4}')) {
      edges.push('1990-01-01', '0000-01-01', '1899-12-31', '2024-02-30', '9999-12-31', '+275760-09-13', '1990-1-1', '1990-01-01T25:61:61Z');
    }
    for (const bound of [branch.minimum, branch.maximum]) {
      if (bound !== undefined) edges.push(bound, bound - 1, bound + 1, String(bound + 1), bound + 0.5);
    }
    const types = [branch.type ?? []].flat();
    if (types.includes('integer') || types.includes('number')) edges.push('1', '1e1', '1e400', '0x5', ' 1', '1.0', '٣', '', 'Infinity', '-0', '32768', '2147483648');
    if (types.includes('boolean')) edges.push('true', 'false', 1, 0, 'yes', '');
    if (types.includes('array')) {
      edges.push([], new RawJson(`[${Array(10_000).fill('0').join(',')}]`));
      if (depth < 2) arbs.push(fc.array(valueFor(branch.items, depth + 1), { maxLength: 4 }));
    }
    if (branch.properties && depth < 2) arbs.push(objectOf(branch.properties, depth + 1));
  }
  if (edges.length) arbs.push(fc.constantFrom(...edges));
  if (!arbs.length) return hostileJson;
  return fc.oneof({ arbitrary: fc.oneof(...arbs), weight: 3 }, { arbitrary: hostileJson, weight: 2 });
}

/** An object with any of the documented fields (each hostile), and perhaps fields no one documented. */
function objectOf(properties: Record<string, Schema>, depth = 0): fc.Arbitrary<JsonObject> {
  const documented = fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valueFor(v, depth)])), { requiredKeys: [] });
  const extra = fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 3 });
  return fc.tuple(documented, extra).map(([fields, more]) => new JsonObject([...Object.entries(fields) as Array<[string, Json]>, ...more]));
}

// ---- Requests ----

export type CsrfMode = 'valid' | 'none' | 'header only' | 'cookie only' | 'mismatched' | 'forged';

export interface Body {
  /** How it was built, for the report. */
  label: string;
  payload: string | Buffer;
  /** undefined: no Content-Type header at all. */
  contentType?: string;
}

export interface HostileRequest {
  category: string;
  pathValues: Record<string, string>;
  /** The query string as it goes on the wire, without '?'. */
  query: string;
  headers: Record<string, string>;
  body?: Body;
  csrf: CsrfMode;
  /** Replaces the caller's Authorization header (with a malformed one). */
  authorization?: string;
  /** What was changed, when the kind alone does not say. */
  note?: string;
}

/** Path segments as they go on the wire: valid-looking, out of range, malformed ids, traversal. */
function pathValue(param: Parameter): fc.Arbitrary<string> {
  const enumMembers = (param.schema?.enum ?? []).filter((v): v is string => typeof v === 'string');
  return fc.oneof(
    fc.constantFrom('1', '2', '3', '0', '-1', '99999999999', '9'.repeat(40), '1e1', '0x5', '1.5', '%201', '%00', '1%00', '%2e%2e', '..%2F..%2Fetc%2Fpasswd',
      '%', '%zz', '%E0%A4%A', '%C0%AE', '%F0%9F%92%A9', '%E2%80%AE', 'null', 'undefined', '__proto__', 'x'.repeat(5_000), '%ED%A0%80', ...enumMembers),
    hostileText().map(percentEncode),
    valueFor(param.schema).map((v) => percentEncode(formText(v)).slice(0, 6_000)),
  );
}

/** Query texts no encoder produces. */
const MALFORMED_QUERY = ['%', '%zz', 'a=%E0%A4%A', '&&&', '=', '=x', 'a&a&a', '__proto__[x]=1', 'constructor[prototype][x]=1', 'a[b][c][d]=1',
  'a[]=1&a[]=2', `${'a['.repeat(500)}=1`, 'a=1;b=2', '+=+', '%00=%00', `${'x'.repeat(6_000)}=1`];

function queryString(op: Operation): fc.Arbitrary<string> {
  const documented = Object.fromEntries(parametersIn(op, 'query').map((p) => [p.name, valueFor(p.schema)]));
  const fields = fc.record(documented, { requiredKeys: [] }).map((r) => Object.entries(r) as Array<[string, Json]>);
  const extra = fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 2 });
  const malformed = fc.subarray(MALFORMED_QUERY, { maxLength: 2 });
  return fc.tuple(fields, extra, malformed).map(([f, e, m]) => [
    ...formPairs([...f, ...e]).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v.slice(0, 4_000))}`),
    ...m,
  ].join('&'));
}

// -- bodies --

const jsonTypes = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;charset=latin1');

function jsonBody(op: Operation): fc.Arbitrary<Body> {
  return fc.tuple(objectOf(bodyFields(op)), jsonTypes).map(([obj, contentType]) => ({ label: 'JSON object of documented and extra fields', payload: jsonText(obj), contentType }));
}

function deepBody(op: Operation): fc.Arbitrary<Body> {
  const field = fc.constantFrom(...Object.keys(bodyFields(op)), 'a');
  return fc.oneof(
    deepJson.map((d) => ({ label: 'JSON nested deeply at the top', payload: d.text, contentType: 'application/json' })),
    fc.tuple(field, deepJson).map(([f, d]) => ({ label: `JSON nested deeply in field ${f}`, payload: jsonText(new JsonObject([[f, d]])), contentType: 'application/json' })),
    fc.constantFrom('urlencoded', 'multipart').map((kind) => {
      const key = `a${'[a]'.repeat(DEEP)}`;
      return kind === 'urlencoded'
        ? { label: 'urlencoded key bracketed 10,000 deep', payload: `${key}=1`, contentType: 'application/x-www-form-urlencoded' }
        : { ...multipart([{ name: 'extra', value: nested(DEEP, '[', '', ']') }]), label: 'multipart field holding JSON nested 10,000 deep' };
    }),
  );
}

function hugeBody(op: Operation): fc.Arbitrary<Body> {
  const field = fc.constantFrom(...Object.keys(bodyFields(op)), 'a');
  const bigText = fc.constantFrom('A'.repeat(HUGE_TEXT_LENGTH), '😀'.repeat(HUGE_TEXT_LENGTH / 4));
  return fc.oneof(
    fc.tuple(field, bigText).map(([f, t]) => ({ label: `JSON with a ${t.length}-character ${f}`, payload: jsonText(new JsonObject([[f, t]])), contentType: 'application/json' })),
    field.map((f) => ({ label: `JSON with ${f} a list of 100,000 items`, payload: `{${JSON.stringify(f)}:[${Array(100_000).fill('1').join(',')}]}`, contentType: 'application/json' })),
    fc.constant({ label: 'JSON object of 20,000 keys', payload: `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`, contentType: 'application/json' }),
    fc.constant({ label: 'JSON body over the 1 MB limit', payload: JSON.stringify({ a: 'A'.repeat(1_200_000) }), contentType: 'application/json' }),
    fc.tuple(field, bigText).map(([f, t]) => ({ label: `urlencoded ${f} of ${t.length} characters`, payload: `${percentEncode(f)}=${percentEncode(t)}`, contentType: 'application/x-www-form-urlencoded' })),
    fc.constant({ label: 'urlencoded body of 30,000 fields', payload: Array.from({ length: 30_000 }, (_, i) => `f${i}=1`).join('&'), contentType: 'application/x-www-form-urlencoded' }),
    fc.constant({ ...multipart(Array.from({ length: 500 }, (_, i) => ({ name: `f${i}`, value: '1' }))), label: 'multipart of 500 fields' }),
    field.map((f) => ({ ...multipart([{ name: f, value: 'A'.repeat(HUGE_TEXT_LENGTH) }]), label: `multipart with a ${HUGE_TEXT_LENGTH}-byte ${f}` })),
    field.map((f) => ({ ...multipart([{ name: f, file: { filename: 'big.pdf', type: 'application/pdf', data: OVER_UPLOAD_LIMIT } }]), label: `multipart with a file over the upload limit as ${f}` })),
    fc.constant({ ...multipart(Array.from({ length: 20 }, (_, i) => ({ name: `file${i}`, file: { filename: `${i}.png`, type: 'image/png', data: Buffer.from('x') } }))), label: 'multipart of 20 files' }),
  );
}

/** JSON with odd Unicode in every documented field, or bytes that are not UTF-8 at all. */
function unicodeBody(op: Operation): fc.Arbitrary<Body> {
  const names = Object.keys(bodyFields(op));
  const fields = names.length ? names : ['a'];
  const odd = fc.oneof(fc.constantFrom(...ODD_TEXTS), fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }));
  return fc.oneof(
    fc.array(odd, { minLength: fields.length, maxLength: fields.length })
      .map((values) => ({ label: 'JSON with odd Unicode in every field', payload: jsonText(new JsonObject(fields.map((f, i) => [f, values[i]!]))), contentType: 'application/json' })),
    fc.tuple(fc.constantFrom(...fields), fc.constantFrom([0xff, 0xfe], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x00]))
      .map(([f, bytes]) => ({
        label: `JSON whose ${f} holds bytes that are not UTF-8 (${bytes.map((b) => b.toString(16)).join(' ')})`,
        payload: Buffer.concat([Buffer.from(`{${JSON.stringify(f)}:"a`), Buffer.from(bytes), Buffer.from('b"}')]),
        contentType: 'application/json',
      })),
    fc.constantFrom('utf-16le', 'utf-16be').map((enc) => ({
      label: `JSON in ${enc}`,
      payload: enc === 'utf-16le' ? Buffer.from(`{"${fields[0]}":"x"}`, 'utf16le') : Buffer.from(`{"${fields[0]}":"x"}`, 'utf16le').swap16(),
      contentType: `application/json; charset=${enc}`,
    })),
  );
}

const INVALID_JSON = ['{', '}', '{"a":1,}', "{'a':1}", 'NaN', '[1,2', '"open', '{"a":1}{"b":2}', '\ufeff{}', '', ' ', '\u0000', 'null', 'true', '123', '"text"',
  '[]', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":1,"a":2}', '{"a":-}', '{"a":0x10}', '{"\\u0000":1}',
  '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a":"\\x41"}', '{"a":01}', '{"a":.5}', '{"a":1e}', '{"a":"\t"}', '/* c */{}', '{"a":undefined}'];

function invalidJsonBody(): fc.Arbitrary<Body> {
  return fc.tuple(fc.constantFrom(...INVALID_JSON), jsonTypes).map(([payload, contentType]) => ({ label: 'JSON that does not parse, or is not an object', payload, contentType }));
}

function urlencodedBody(op: Operation): fc.Arbitrary<Body> {
  return fc.tuple(objectOf(bodyFields(op)), fc.subarray(MALFORMED_QUERY, { maxLength: 2 })).map(([obj, malformed]) => ({
    label: 'urlencoded form of documented and extra fields',
    payload: [...formPairs(obj.entries).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`), ...malformed].join('&'),
    contentType: 'application/x-www-form-urlencoded',
  }));
}

export interface UploadPart {
  filename: string;
  type: string;
  data: Buffer;
  /** Named by RFC 5987's filename*=UTF-8''… rather than filename="…". */
  starred?: boolean;
}

interface Part {
  name: string;
  value?: string;
  file?: UploadPart;
}

/** A multipart body as a browser would frame it, whatever the names hold. */
export function multipart(parts: Part[], boundary = '----fetpGenerated7d1f'): Body {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      const name = part.file.starred ? `filename*=UTF-8''${percentEncode(part.file.filename)}` : `filename="${part.file.filename}"`;
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; ${name}\r\nContent-Type: ${part.file.type}\r\n\r\n`));
      chunks.push(part.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { label: 'multipart', payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const ODD_FILENAMES = ['a\u0000.png', 'a.png\u0000.exe', '\u0000', 'photo.png\u0000', '\u0000photo.pdf', 'sig\u0000nature.jpg', '', ' ', '../../../etc/passwd', '..\\..\\x.pdf', 'x'.repeat(1_000) + '.pdf', '\u202egnp.exe',
  '😀.png', 'a"b.png', "a'b.pdf", 'a;b=c.pdf', 'CON', '.htaccess', 'a.PDF', 'a.png.pdf', 'İ.png', 'a\u200b.pdf', '%00.png', 'a/b/c.png', '\ud800.png'];
const FILE_TYPES = ['image/png', 'application/pdf', 'image/jpeg', 'application/x-msdownload', 'text/html', '', 'a/b/c', 'image/svg+xml', 'image/png; charset=\u00ff'];
const FILE_DATA = [Buffer.alloc(0), Buffer.from('x'), Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.from('\xff\xd8\xff\xe0', 'latin1'),
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.from('<svg onload="alert(1)"/>'), Buffer.alloc(300_000, 0x41)];

function multipartBody(op: Operation): fc.Arbitrary<Body> {
  const fields = bodyFields(op);
  const fileFields = Object.entries(fields).filter(([, s]) => s.format === 'binary').map(([k]) => k);
  const textParts = objectOf(fields).map((obj) => formPairs(obj.entries).map(([name, value]): Part => ({ name, value })));
  const filePart = fc.record({
    name: fc.oneof(fc.constantFrom(...fileFields, 'file'), hostileKey),
    file: fc.record({
      filename: fc.oneof(fc.constantFrom(...ODD_FILENAMES), fc.string({ unit: 'binary', maxLength: 20 })),
      type: fc.constantFrom(...FILE_TYPES),
      data: fc.constantFrom(...FILE_DATA),
      starred: fc.boolean(),
    }),
  });
  return fc.tuple(textParts, fc.array(filePart, { maxLength: 3 }), fc.boolean()).map(([texts, files, duplicated]) => {
    const parts = [...texts, ...files, ...(duplicated ? texts.slice(0, 2) : [])];
    const summary = files.map((f) => `${f.name || '(empty)'}:${JSON.stringify(f.file.filename.slice(0, 30))}${f.file.starred ? ' as filename*' : ''}`).join(', ');
    return { ...multipart(parts), label: `multipart with ${texts.length} text parts${files.length ? ` and files ${summary}` : ''}${duplicated ? ', some repeated' : ''}` };
  });
}

/** The file fields of an operation that takes files: the binary fields of its multipart body (none for any other call). */
export function fileFieldsOf(op: Operation): string[] {
  const schema = op.requestBody?.content?.['multipart/form-data']?.schema;
  return Object.entries(schema?.properties ?? {}).filter(([, s]) => s.format === 'binary').map(([name]) => name);
}

/** Keys a forged stored file may name: outside the store, of the right shape, in each folder. */
const FORGED_KEYS = ['../../x', '../../../etc/passwd', `milestones/ab/${'ab'.repeat(16)}`, `chat/00/${'0'.repeat(32)}`, `applications/ff/${'f'.repeat(32)}`, '.pending/x'];

/**
 * An object shaped like the values the server's upload hook puts in a body for a file (an upload
 * read whole, or one streamed into the store under a key), as a JSON body can carry it.
 */
const forgedFile: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.record({
    data: fc.constantFrom('x'.repeat(64), '', '\u0089PNG'),
    filename: fc.constantFrom('a.png', 'a.pdf', 'notes.txt', '../a.png'),
    mimetype: fc.constantFrom('image/png', 'application/pdf', 'text/plain'),
    truncated: fc.boolean(),
  }).map((f) => new JsonObject([['kind', 'upload'], ['data', f.data], ['filename', f.filename], ['mimetype', f.mimetype], ['truncated', f.truncated]])),
  fc.record({
    key: fc.constantFrom(...FORGED_KEYS),
    filename: fc.constantFrom('a.pdf', 'notes.txt', 'a.png'),
    size: fc.constantFrom(0, 64, 2 ** 31),
    text: fc.boolean(),
  }).map((f) => new JsonObject([
    ['kind', 'stored'], ['key', f.key], ['filename', f.filename], ['mimetype', 'application/octet-stream'], ['size', f.size], ['truncated', false],
    ['head', 'x'.repeat(8)], ['tail', 'x'], ['text', f.text],
  ])),
);

/**
 * A JSON body (an accepted request's fields, when there is one) whose file fields hold forged
 * file objects: an upload call takes multipart only, and no object of the right shape is a file.
 */
function forgedFileBody(op: Operation, example?: Example): fc.Arbitrary<Body> {
  const files = fileFieldsOf(op);
  return fc.tuple(fc.array(forgedFile, { minLength: files.length, maxLength: files.length }), jsonTypes).map(([forged, contentType]) => {
    const fields = example ? Object.entries(example().fields) : [];
    const kinds = [...new Set(forged.map((f) => String(f.entries[0]![1])))].join(' and ');
    return {
      label: `JSON whose ${files.join(', ')} are forged '${kinds}' objects${example ? ', beside an accepted request’s fields' : ''}`,
      payload: jsonText(new JsonObject([...fields, ...files.map((name, i): [string, Json] => [name, forged[i]!])])),
      contentType,
    };
  });
}

/** Multipart bodies cut short, framed wrongly or without their boundary. */
const MALFORMED_MULTIPART: Array<[string, string, string]> = [
  ['no boundary', 'multipart/form-data', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'],
  ['a boundary the body does not use', 'multipart/form-data; boundary=zzz', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'],
  ['cut short in a text part', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc'],
  ['cut short in a file part', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="id_photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'],
  ['cut short in the headers', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-da'],
  ['without the closing boundary', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'],
  ['a part without Content-Disposition', 'multipart/form-data; boundary=b', '--b\r\nContent-Type: text/plain\r\n\r\n1\r\n--b--\r\n'],
  ['a part without a name', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data\r\n\r\n1\r\n--b--\r\n'],
  ['a header line without a colon', 'multipart/form-data; boundary=b', '--b\r\nnonsense\r\n\r\n1\r\n--b--\r\n'],
  ['an unclosed quote in the name', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a\r\n\r\n1\r\n--b--\r\n'],
  ['a NUL in the part headers', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a\u0000"; filename="\u0000"\r\n\r\n1\r\n--b--\r\n'],
  ['a 100 kB header line', 'multipart/form-data; boundary=b', `--b\r\nContent-Disposition: form-data; name="${'a'.repeat(100_000)}"\r\n\r\n1\r\n--b--\r\n`],
  ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${'b'.repeat(300)}--\r\n`],
  ['an empty body', 'multipart/form-data; boundary=b', ''],
  ['only the closing boundary', 'multipart/form-data; boundary=b', '--b--\r\n'],
  ['bare LF line ends', 'multipart/form-data; boundary=b', '--b\nContent-Disposition: form-data; name="a"\n\n1\n--b--\n'],
  ['a nested multipart/mixed part', 'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="files"\r\nContent-Type: multipart/mixed; boundary=c\r\n\r\n--c\r\nContent-Disposition: file; filename="a.png"\r\n\r\nx\r\n--c--\r\n--b--\r\n'],
  ['base64 transfer encoding with garbage', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="a"\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!\r\n--b--\r\n'],
  ['an empty boundary', 'multipart/form-data; boundary=', '--\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n----\r\n'],
  ['a quoted boundary with odd characters', 'multipart/form-data; boundary="a b;c=d\u00ff"', '--a b;c=d\u00ff\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--a b;c=d\u00ff--\r\n'],
  ['JSON sent as multipart', 'multipart/form-data; boundary=b', '{"a":1}'],
  ['a charset part', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="_charset_"\r\n\r\nutf-7\r\n--b--\r\n'],
  ['an unknown charset', 'multipart/form-data; boundary=b; charset=utf-7', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n+AGEA-\r\n--b--\r\n'],
  ['a part charset no one knows', 'multipart/form-data; boundary=b',
    '--b\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: text/plain; charset=x-unknown\r\n\r\n1\r\n--b--\r\n'],
  ['two boundaries', 'multipart/form-data; boundary=b; boundary=c', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'],
  ['a boundary of 253 characters', `multipart/form-data; boundary=${'b'.repeat(253)}`, `--${'b'.repeat(253)}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${'b'.repeat(253)}--\r\n`],
];

function malformedMultipartBody(): fc.Arbitrary<Body> {
  return fc.constantFrom(...MALFORMED_MULTIPART).map(([what, contentType, payload]) => ({ label: `malformed multipart: ${what}`, payload: Buffer.from(payload, 'latin1'), contentType }));
}

const XML = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';

/** Bodies under a content type that does not describe them, or one no call takes. */
function wrongTypeBody(op: Operation): fc.Arbitrary<Body> {
  const json = jsonBody(op).map((b) => b.payload);
  const types = ['text/plain', 'application/xml', 'text/xml', 'application/octet-stream', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b',
    'application/json', 'image/png', 'text/html; charset=utf-8', '', 'a/b; =;;', 'application/json, text/plain', 'application/json; boundary=x',
    'application/x-www-form-urlencoded; charset=utf-16', 'application/merge-patch+json', 'multipart/mixed; boundary=b', undefined];
  return fc.tuple(fc.oneof(json, fc.constantFrom(XML, 'a=1&b=2', 'plain text \u0000', '\x89PNG')), fc.constantFrom(...types))
    .map(([payload, contentType]) => ({ label: `a body sent as ${contentType === undefined ? 'no content type' : JSON.stringify(contentType)}`, payload, contentType }));
}

/** Header values only within what an HTTP parser lets through (tab, visible ASCII, Latin-1). */
const headerText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'\t !"#%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u00a0\u00ff\u0080'), maxLength: 60 }),
  fc.constantFrom('x'.repeat(8_000), '', ' ', '\u00ff\u00fe', '()<>@,;:\\"/[]?={}'),
);

/** Odd headers beside the caller's own: cookies, request ids, forwarded addresses, accept lists. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record({
  cookie: fc.oneof(headerText, fc.constantFrom('csrftoken=%zz; =; ;;', 'csrftoken=a; csrftoken=b', `a=${'x'.repeat(8_000)}`, 'csrftoken="\u00ff"',
    'csrftoken=%E0%A4%A', 'a=%', '__proto__=1; constructor=2')),
  'content-encoding': fc.constantFrom('gzip', 'br', 'deflate, gzip', 'x'),
  'x-request-id': headerText,
  'x-forwarded-for': fc.oneof(headerText, fc.constantFrom('127.0.0.1', '::1, 10.0.0.1', 'unknown', '999.999.999.999')),
  accept: fc.constantFrom('application/xml', '*/*;q=abc', 'text/html', ''),
  'accept-encoding': fc.constantFrom('gzip, br', 'identity;q=0', 'x'),
  'accept-language': headerText,
  range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=99999999999999-', 'bytes=a-b'),
  'if-none-match': headerText,
  origin: fc.constantFrom('https://evil.example', 'null', ''),
  'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'GET'),
}, { requiredKeys: [] });

/** Authorization headers that are not a bearer token of this portal. */
const oddAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer  ', 'Basic YWRtaW46YWRtaW4=', 'Bearer null', 'Bearer undefined', `Bearer ${'a'.repeat(8_000)}`,
    'Bearer a b', 'Token abc', 'bearer \u00ff\u00fe', 'Bearer ../../etc/passwd', 'Bearer %00'),
  headerText.map((t) => `Bearer ${t}`),
);

const csrfMode = fc.constantFrom<CsrfMode>('valid', 'valid', 'valid', 'valid', 'valid', 'valid', 'none', 'header only', 'cookie only', 'mismatched', 'forged');

/** The kinds of hostile request, each a generator for one operation. */
export interface Category {
  name: string;
  /** Calls that take a body are the unsafe methods (POST, PUT, PATCH, DELETE). */
  for: 'every call' | 'calls that take a body' | 'calls that take no body' | 'calls with an accepted example' | 'calls that take files';
  /** Requests per run count (the kinds that reach deepest get more). */
  runs?: number;
  build(op: DocumentedOperation, example?: Example): fc.Arbitrary<HostileRequest>;
}

interface RequestParts {
  body?: fc.Arbitrary<Body | undefined>;
  headers?: boolean;
  authorization?: boolean;
  query?: fc.Arbitrary<string>;
  csrf?: fc.Arbitrary<CsrfMode>;
}

function request(op: DocumentedOperation, category: string, parts: RequestParts = {}) {
  const pathValues = fc.record(Object.fromEntries(parametersIn(op.operation, 'path').map((p) => [p.name, pathValue(p)])));
  return fc.record({
    pathValues,
    query: parts.query ?? queryString(op.operation),
    body: parts.body ?? fc.constant(undefined),
    headers: parts.headers ? oddHeaders : fc.constant({}),
    authorization: parts.authorization ? fc.option(oddAuthorization, { nil: undefined, freq: 2 }) : fc.constant(undefined),
    csrf: parts.csrf ?? (UNSAFE_METHODS.has(op.method) ? csrfMode : fc.constant<CsrfMode>('valid')),
  }).map((r): HostileRequest => ({ category, ...r }));
}

// -- mutations of a request the call accepts --

/**
 * A request a call accepts (text fields and files), made afresh for each use so that fields that
 * must be unique (an e-mail address) are.
 */
export type Example = () => { fields: Record<string, string>; files?: Record<string, UploadPart> };

interface ExamplePart {
  name: string;
  value?: Json;
  file?: UploadPart;
}

interface Mutation {
  what: string;
  apply(parts: ExamplePart[]): ExamplePart[];
}

const short = (value: Json) => preview(formText(value), 40);

/** One change to an accepted request: a field made hostile, dropped, repeated or added; a file renamed, retyped, emptied or moved. */
function mutation(op: Operation, example: ReturnType<Example>): fc.Arbitrary<Mutation> {
  const documented = bodyFields(op);
  const names = [...new Set([...Object.keys(example.fields), ...Object.keys(documented).filter((k) => documented[k]!.format !== 'binary')])];
  const files = Object.keys(example.files ?? {});
  const value = (name: string) => (documented[name] ? valueFor(documented[name]) : hostileJson);
  const arbs: Array<fc.WeightedArbitrary<Mutation>> = [
    {
      weight: 4,
      arbitrary: fc.constantFrom(...names).chain((name) => value(name).map((v): Mutation => ({
        what: `${name} = ${short(v)}`,
        apply: (parts) => [...parts.filter((p) => p.name !== name), { name, value: v }],
      }))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((name): Mutation => ({ what: `no ${name}`, apply: (parts) => parts.filter((p) => p.name !== name) })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...names), hostileText()).map(([name, v]): Mutation => ({
        what: `${name} repeated as ${short(v)}`, apply: (parts) => [...parts, { name, value: v }],
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileKey, hostileJson).map(([name, v]): Mutation => ({ what: `extra ${short(name)} = ${short(v)}`, apply: (parts) => [...parts, { name, value: v }] })),
    },
  ];
  // A field holding a JSON list or object (a form's repeated rows): one key of one row changed, a row of the wrong shape, many rows.
  const jsonFields = Object.entries(example.fields).filter(([, v]) => /^\s*[[{]/.test(v)).flatMap(([name, v]) => {
    try {
      return [[name, JSON.parse(v) as unknown] as const];
    } catch {
      return [];
    }
  });
  if (jsonFields.length) {
    arbs.push({
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...jsonFields), hostileJson, fc.nat(), fc.constantFrom('key', 'row', 'rows')).map(([[name, parsed], v, pick, how]): Mutation => {
        const rows = Array.isArray(parsed) ? parsed : [parsed];
        const first = (rows[0] ?? {}) as Record<string, unknown>;
        const keys = Object.keys(first);
        const key = keys.length ? keys[pick % keys.length]! : 'a';
        const asJson = (o: unknown) => new RawJson(JSON.stringify(o));
        let text: string;
        if (how === 'key') text = jsonText([new JsonObject([...Object.entries(first).filter(([k]) => k !== key).map(([k, x]): [string, Json] => [k, asJson(x)]), [key, v]]), ...rows.slice(1).map(asJson)]);
        else if (how === 'row') text = jsonText([v, ...rows.map(asJson)]);
        else text = jsonText(Array.from({ length: 1_000 }, () => asJson(first)));
        const what = how === 'key' ? `${name}[0].${key} = ${short(v)}` : how === 'row' ? `${name} with a row ${short(v)}` : `${name} of 1,000 rows`;
        return { what, apply: (parts) => [...parts.filter((p) => p.name !== name), { name, value: text }] };
      }),
    });
  }
  if (files.length) {
    const file = fc.constantFrom(...files);
    const changeFile = (what: (name: string) => string, change: (f: UploadPart) => UploadPart) => (name: string): Mutation => ({
      what: what(name), apply: (parts) => parts.map((p) => (p.name === name && p.file ? { ...p, file: change(p.file) } : p)),
    });
    arbs.push(
      {
        weight: 8,
        arbitrary: fc.tuple(file, fc.oneof(fc.constantFrom(...ODD_FILENAMES), fc.string({ unit: 'binary', maxLength: 20 })), fc.boolean()).map(([name, filename, starred]) =>
          changeFile((n) => `${n} named ${preview(filename, 40)}${starred ? ' (filename*)' : ''}`, (f) => ({ ...f, filename, starred }))(name)),
      },
      { weight: 1, arbitrary: fc.tuple(file, fc.constantFrom(...FILE_TYPES)).map(([name, type]) => changeFile((n) => `${n} typed ${JSON.stringify(type)}`, (f) => ({ ...f, type }))(name)) },
      {
        weight: 1,
        arbitrary: fc.tuple(file, fc.constantFrom(...FILE_DATA, OVER_UPLOAD_LIMIT)).map(([name, data]) =>
          changeFile((n) => `${n} holding ${preview(data, 24)}`, (f) => ({ ...f, data }))(name)),
      },
      { weight: 1, arbitrary: file.map((name): Mutation => ({ what: `no ${name}`, apply: (parts) => parts.filter((p) => p.name !== name) })) },
      {
        weight: 1,
        arbitrary: fc.tuple(file, fc.oneof(fc.constantFrom(...files), hostileKey)).map(([name, other]): Mutation => ({
          what: `${name} sent again as ${short(other)}`,
          apply: (parts) => [...parts, ...parts.filter((p) => p.name === name).map((p) => ({ ...p, name: other }))],
        })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(file, hostileText()).map(([name, v]): Mutation => ({
          what: `${name} sent as text ${short(v)}`, apply: (parts) => [...parts.filter((p) => p.name !== name), { name, value: v }],
        })),
      },
    );
  }
  return fc.oneof(...arbs);
}

/** An accepted request with one to three mutations, in its own encoding (multipart when it has files). */
function mutatedExampleBody(op: Operation, example: Example): fc.Arbitrary<Body> {
  const sample = example();
  const encodings = sample.files && Object.keys(sample.files).length ? ['multipart'] : ['JSON', 'urlencoded', 'multipart'];
  // Mostly one change, so that the rest of the request stays acceptable and the change is what is judged.
  const changes = fc.oneof(
    { weight: 3, arbitrary: fc.array(mutation(op, sample), { minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.array(mutation(op, sample), { minLength: 2, maxLength: 3 }) },
  );
  return fc.tuple(changes, fc.constantFrom(...encodings)).map(([applied, encoding]) => {
    const fresh = example();
    let parts: ExamplePart[] = [
      ...Object.entries(fresh.fields).map(([name, value]) => ({ name, value })),
      ...Object.entries(fresh.files ?? {}).map(([name, file]) => ({ name, file })),
    ];
    for (const change of applied) parts = change.apply(parts);
    const label = `an accepted ${encoding} request with ${applied.map((c) => c.what).join('; ')}`;
    if (encoding === 'JSON') {
      return { label, payload: jsonText(new JsonObject(parts.map((p) => [p.name, p.value ?? null]))), contentType: 'application/json' };
    }
    if (encoding === 'urlencoded') {
      return { label, payload: parts.map((p) => `${percentEncode(p.name)}=${percentEncode(formText(p.value ?? ''))}`).join('&'), contentType: 'application/x-www-form-urlencoded' };
    }
    return { ...multipart(parts.map((p) => (p.file ? { name: p.name, file: p.file } : { name: p.name, value: formText(p.value ?? '') }))), label };
  });
}

export const CATEGORIES: Category[] = [
  { name: 'query and path', for: 'every call', build: (op) => request(op, 'query and path') },
  { name: 'odd headers', for: 'every call', build: (op) => request(op, 'odd headers', { headers: true, authorization: true }) },
  {
    name: 'a body where none is expected',
    for: 'calls that take no body',
    build: (op) => request(op, 'a body where none is expected', { body: fc.oneof(jsonBody(op.operation), invalidJsonBody(), malformedMultipartBody()) }),
  },
  { name: 'JSON', for: 'calls that take a body', build: (op) => request(op, 'JSON', { body: jsonBody(op.operation) }) },
  { name: 'deeply nested', for: 'calls that take a body', build: (op) => request(op, 'deeply nested', { body: deepBody(op.operation) }) },
  { name: 'huge', for: 'calls that take a body', build: (op) => request(op, 'huge', { body: hugeBody(op.operation) }) },
  { name: 'odd Unicode', for: 'calls that take a body', build: (op) => request(op, 'odd Unicode', { body: unicodeBody(op.operation) }) },
  { name: 'invalid JSON', for: 'calls that take a body', build: (op) => request(op, 'invalid JSON', { body: invalidJsonBody() }) },
  { name: 'urlencoded', for: 'calls that take a body', build: (op) => request(op, 'urlencoded', { body: urlencodedBody(op.operation) }) },
  { name: 'multipart', for: 'calls that take a body', build: (op) => request(op, 'multipart', { body: multipartBody(op.operation) }) },
  { name: 'malformed multipart', for: 'calls that take a body', build: (op) => request(op, 'malformed multipart', { body: malformedMultipartBody() }) },
  { name: 'wrong content type', for: 'calls that take a body', build: (op) => request(op, 'wrong content type', { body: wrongTypeBody(op.operation) }) },
  { name: 'no body', for: 'calls that take a body', build: (op) => request(op, 'no body', { headers: true }) },
  {
    name: 'forged file objects',
    for: 'calls that take files',
    runs: 2,
    build: (op, example) => request(op, 'forged file objects', { body: forgedFileBody(op.operation, example), query: fc.constant(''), csrf: fc.constant<CsrfMode>('valid') }),
  },
  {
    name: 'an accepted request, changed',
    for: 'calls with an accepted example',
    runs: 6,
    build: (op, example) => request(op, 'an accepted request, changed', {
      body: mutatedExampleBody(op.operation, example!), query: fc.constant(''), csrf: fc.constant<CsrfMode>('valid'),
    }),
  },
];

// -- links the API hands out --

/** A link an answer held to a documented call: its path values and query pairs, as on the wire. */
export interface Link {
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
}

/** The link to `op` that `text` is (a path, or an absolute address on this server), if it is one. */
export function linkTo(op: DocumentedOperation, text: string): Link | null {
  const local = text.replace(/^https?:\/\/[^/]+/, '');
  if (!local.startsWith('/')) return null;
  const [pathPart = '', queryPart = ''] = local.split(/\?(.*)/s);
  const names: string[] = [];
  const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(pathPart);
  if (!match) return null;
  return {
    pathValues: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])),
    query: queryPart ? queryPart.split('&').map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    }) : [],
  };
}

/** A link handed out by the API, as is or with one part changed: a query value, a path value, a character of a signature. */
export function changedLink(op: DocumentedOperation, link: Link): fc.Arbitrary<HostileRequest> {
  const pathParams = parametersIn(op.operation, 'path');
  const keys = link.query.map(([k]) => k);
  const changes: Array<fc.WeightedArbitrary<{ what: string; link: Link }>> = [{ weight: 1, arbitrary: fc.constant({ what: 'as handed out', link }) }];
  if (keys.length) {
    const index = fc.nat({ max: keys.length - 1 });
    const replace = (i: number, value: string) => link.query.map(([k, v], j): [string, string] => [k, i === j ? value : v]);
    changes.push(
      { weight: 3, arbitrary: fc.tuple(index, hostileText()).map(([i, v]) => ({ what: `${keys[i]} = ${preview(v, 40)}`, link: { ...link, query: replace(i, percentEncode(v)) } })) },
      {
        weight: 2,
        arbitrary: fc.tuple(index, fc.nat(), fc.constantFrom('A', '0', '-', '_', '%00', '')).map(([i, at, c]) => {
          const v = link.query[i]![1];
          const pos = v.length ? at % v.length : 0;
          return { what: `${keys[i]} with one character changed`, link: { ...link, query: replace(i, v.slice(0, pos) + c + v.slice(pos + 1)) } };
        }),
      },
      { weight: 1, arbitrary: index.map((i) => ({ what: `without ${keys[i]}`, link: { ...link, query: link.query.filter((_, j) => j !== i) } })) },
      {
        weight: 1,
        arbitrary: fc.tuple(index, hostileText()).map(([i, v]) => ({ what: `${keys[i]} repeated`, link: { ...link, query: [...link.query, [keys[i]!, percentEncode(v)] as [string, string]] } })),
      },
    );
  }
  if (pathParams.length) {
    changes.push({
      weight: 2,
      arbitrary: fc.constantFrom(...pathParams).chain((p) => pathValue(p).map((v) => ({ what: `${p.name} = ${preview(v, 40)}`, link: { ...link, pathValues: { ...link.pathValues, [p.name]: v } } }))),
    });
  }
  return fc.tuple(fc.oneof(...changes), fc.option(oddHeaders, { nil: undefined, freq: 3 })).map(([change, headers]): HostileRequest => ({
    category: 'a link the API handed out, changed',
    pathValues: change.link.pathValues,
    query: change.link.query.map(([k, v]) => (v === '' && !k.includes('=') ? `${k}=` : `${k}=${v}`)).join('&'),
    headers: headers ?? {},
    csrf: 'valid',
    note: change.what,
  }));
}

/** The operation's path with its parameters filled in, and the query. */
export function urlOf(op: DocumentedOperation, req: HostileRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => req.pathValues[name] ?? '1');
  return req.query ? `${path}?${req.query}` : path;
}

/** FNV-1a: a stable seed per operation, caller and category, so adding one changes no other's inputs. */
export function seedOf(text: string, base: number): number {
  let hash = 0x811c9dc5 ^ base;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** A short, readable form of a text or bytes for the report: the start, the length, the end. */
export function preview(value: string | Buffer | undefined, max = 240): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : value.toString('latin1');
  const shown = (t: string) => JSON.stringify(t).slice(1, -1);
  if (text.length <= max) return `"${shown(text)}"`;
  return `"${shown(text.slice(0, max * 0.6))}" …(${text.length} ${typeof value === 'string' ? 'characters' : 'bytes'} in all)… "${shown(text.slice(-max * 0.2))}"`;
}
