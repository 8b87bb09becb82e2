import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { Endpoint } from '@fetp/contract';

/** What the OpenAPI document says of a route beyond its descriptor. */
export interface RouteDoc {
  tags: string[];
  summary: string;
}

/**
 * A route's options from its endpoint descriptor: access, the schemas that validate it and type its
 * handler, and its OpenAPI entry (signed-in calls marked with the bearer scheme).
 */
export function fromEndpoint<E extends Endpoint>(e: E, doc: RouteDoc) {
  const schema = {
    ...doc,
    security: e.access === 'public' ? undefined : [{ bearer: [] }],
    params: e.params as E['params'],
    querystring: e.query as E['query'],
    body: e.body as E['body'],
    response: (e.answer ? { 200: e.answer } : undefined) as E['answer'] extends z.ZodType ? { 200: E['answer'] } : undefined,
  };
  // Fastify warns of a schema key that is present but empty: only the parts the endpoint has are kept.
  for (const key of Object.keys(schema) as Array<keyof typeof schema>) if (schema[key] === undefined) delete schema[key];
  return { config: { access: e.access }, schema };
}

/**
 * Sends an answer already checked against its endpoint's schema and serialised (a page kept as JSON
 * by a VersionedCache): Fastify sends a string or bytes with a JSON type as they are, without
 * serialising again. The type provider types the handler's answer as the object, hence the cast.
 */
export function sendSerialised(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
