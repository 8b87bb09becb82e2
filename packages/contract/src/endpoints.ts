import type { z } from 'zod';
import type { RoleName } from './roles';

/** Who may call an endpoint: anyone, any signed-in user, or signed-in users with one of these roles. */
export type EndpointAccess = 'public' | 'authenticated' | readonly RoleName[];

/**
 * One call of the API, described once: the server route registers it from this (path, access,
 * schemas, and so its validation and OpenAPI entry) and the web's api.ts calls it by the same path,
 * so neither side types a path or a rule twice.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer; absent for a call that answers a file. */
  answer?: z.ZodType;
}

/** Keeps an endpoint's literal types (its exact schemas) while checking its shape. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The answer type of an endpoint. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.infer<E['answer']> : never;
