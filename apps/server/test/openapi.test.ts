import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { createTestContext, type TestContext } from './helpers';

/**
 * The OpenAPI document at /api/docs describes each call's real parameters: for every documented
 * route, the query and path parameters (and the fields of a declared body) are exactly those its
 * schemas accept. A schema the document cannot describe field by field (a record, a union) fails.
 */
const routes: RouteOptions[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ onRoute: (route) => void routes.push(route) });
});
afterAll(() => ctx.close());

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

/** The field names a zod object accepts; null for a schema that has no fixed fields. */
function fieldsOf(schema: unknown): string[] | null {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : null;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function documentedRoutes() {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as { hide?: boolean; querystring?: unknown; params?: unknown; body?: unknown };
    if (schema.hide || route.url.startsWith('/api/docs') || route.url.startsWith('/learn')) return [];
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    return methods.map((method) => ({ method: method.toLowerCase(), url: route.url, schema }));
  });
}

describe('the OpenAPI document', () => {
  it('documents every route that is not hidden', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const missing = documentedRoutes().filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(documentedRoutes().length).toBeGreaterThan(15);
  });

  it('lists exactly the query and path parameters, and body fields, that each route accepts', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const mismatches: string[] = [];
    for (const route of documentedRoutes()) {
      const operation = doc.paths[openApiPath(route.url)]![route.method]!;
      const where = `${route.method.toUpperCase()} ${route.url}`;
      for (const [place, schema] of [['query', route.schema.querystring], ['path', route.schema.params]] as const) {
        const documented = (operation.parameters ?? []).filter((p) => p.in === place).map((p) => p.name).sort();
        const accepted = schema === undefined ? [] : fieldsOf(schema);
        if (accepted === null) mismatches.push(`${where}: its ${place} schema has no fixed fields, so the document cannot describe it`);
        else if (JSON.stringify(accepted) !== JSON.stringify(documented)) {
          mismatches.push(`${where}: ${place} accepts [${accepted.join(', ')}] but the document lists [${documented.join(', ')}]`);
        }
      }
      if (route.schema.body !== undefined) {
        const accepted = fieldsOf(route.schema.body);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? { none: { schema: {} } })) {
          const documented = Object.keys(content.schema.properties ?? {}).sort();
          if (accepted === null || JSON.stringify(accepted) !== JSON.stringify(documented)) {
            mismatches.push(`${where}: body (${type}) accepts [${accepted?.join(', ') ?? 'no fixed fields'}] but the document lists [${documented.join(', ')}]`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('describes the signed-link calls by their own parameters', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const names = (path: string) => (doc.paths[path]!.get!.parameters ?? []).map((p) => `${p.in}:${p.name}`).sort();
    expect(names('/api/download_applications/applications.csv')).toEqual(['query:exp', 'query:iat', 'query:pk', 'query:sig', 'query:uid']);
    expect(names('/api/application_files/{id}/{field}')).toEqual(['path:field', 'path:id', 'query:exp', 'query:iat', 'query:sig', 'query:uid']);
  });
});
