import { MAX_RECORD_ID, courseIdFields, courseKeyOf } from '@fetp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { courses } from '../db/schema';

/**
 * The id a course key names, or MAX_RECORD_ID when none does: an id no course is given, so the
 * call goes on and answers exactly as it does for an unknown id (issue 30 §2).
 */
export async function resolveCourseKey(db: Queryable, key: string): Promise<number> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseKey, key)).limit(1);
  return row?.id ?? MAX_RECORD_ID;
}

type Part = 'params' | 'query' | 'body';
type KeyFields = Record<Part, string[]>;
const EMPTY: KeyFields = { params: [], query: [], body: [] };

/** The course-id fields of a route's schemas, found once per route. */
const fieldsByRoute = new WeakMap<object, KeyFields>();
function keyFieldsOf(request: FastifyRequest): KeyFields {
  const schema = request.routeOptions.schema as { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
  if (!schema) return EMPTY;
  let fields = fieldsByRoute.get(schema);
  if (!fields) {
    const of = (s: unknown) => courseIdFields(s as Parameters<typeof courseIdFields>[0]);
    fields = { params: of(schema.params), query: of(schema.querystring), body: of(schema.body) };
    fieldsByRoute.set(schema, fields);
  }
  return fields;
}

/**
 * Wherever the spec says `course_id` (a schema built with the contract's courseIdParam), the
 * course's key is taken as well as its id: before validation a key is replaced by the id it names,
 * so every handler gets the number and no feature resolves keys itself.
 */
export function registerCourseKeys(app: FastifyInstance, db: Queryable) {
  app.addHook('preValidation', async (request) => {
    const fields = keyFieldsOf(request);
    for (const part of ['params', 'query', 'body'] as const) {
      const names = fields[part];
      const values = request[part] as Record<string, unknown> | undefined;
      if (names.length === 0 || !values || typeof values !== 'object') continue;
      for (const name of names) {
        if (!Object.hasOwn(values, name)) continue;
        const key = courseKeyOf(values[name]);
        if (key !== null) values[name] = String(await resolveCourseKey(db, key));
      }
    }
  });
}
