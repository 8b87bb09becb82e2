import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REQUEST_MESSAGES, WEB_BASE, acceptedLanguages, hasAnyRole, isLocale, matchLocale, type Locale, type RoleName } from '@fetp/contract';
import { prepared, type Db } from '../db/client';
import { accessTokens, userRoles, users } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import { sha256 } from './tokens';

export interface CurrentUser {
  id: number;
  email: string;
  displayName: string;
  profileImageUrl: string | null;
  /** The language saved on the account; null until the user picks one. */
  language: Locale | null;
  roles: string[];
  tokenId: number;
}

/** Who may call a route: anyone, any signed-in user, or signed-in users with one of these roles. */
export type Access = 'public' | 'authenticated' | readonly RoleName[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** The caller of a token, prepared once per connection: it runs before every signed-in call, so its plan is cached. */
function buildTokenStatement(db: Db) {
  return db
    .select({
      tokenId: accessTokens.id,
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      profileImageUrl: users.profileImageUrl,
      language: users.language,
      role: userRoles.role,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(accessTokens.tokenHash, sql.placeholder('hash')), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, sql`now()`), eq(users.isActive, true)))
    .prepare('auth_user_for_token');
}
const tokenStatement = (db: Db) => prepared(db, 'auth_user_for_token', (d) => buildTokenStatement(d as Db));

export async function userForToken(db: Db, token: string): Promise<CurrentUser | null> {
  const rows = await tokenStatement(db).execute({ hash: sha256(token) });
  const first = rows[0];
  if (!first) return null;
  const { role: _role, language, ...user } = first;
  return { ...user, language: isLocale(language) ? language : null, roles: rows.map((r) => r.role).filter((r): r is string => r !== null) };
}

/** The language a request asks for (its Accept-Language, which the web app sets to the chosen one), else null. */
export function requestedLocale(request: FastifyRequest): Locale | null {
  return matchLocale(acceptedLanguages(request.headers['accept-language']));
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the caller from the bearer token and enforces each route's declared access.
 * A route without a declared access is refused at start-up, so nothing is open by accident.
 */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('currentUser', null);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (access) return;
    // Static files of the SPA and of the API docs are public by nature.
    if (route.url.startsWith(`${WEB_BASE}/`) || route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    throw new Error(`route ${String(route.method)} ${route.url} declares no access`);
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    const user = await userForToken(db, token);
    if (!user) throw unauthorized(REQUEST_MESSAGES.sessionExpired);
    request.currentUser = user;
    if (access !== 'authenticated' && !hasAnyRole(user.roles, access)) throw forbidden();
  });
}

/** The signed-in caller of a route whose access is not public. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
