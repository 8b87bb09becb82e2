import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape (features/README.md), checked from the source itself: route files only declare
 * routes, a feature uses another only through its index.ts, and people's standing and calendar events
 * are each written in one place. Each check first proves it finds what it forbids.
 */

const SOURCE = path.resolve(__dirname, '../src');
const FEATURES = path.join(SOURCE, 'features');

/** Every .ts file under a folder. */
const sources = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const full = path.join(dir, entry.name);
  if (entry.isDirectory()) return sources(full);
  return entry.name.endsWith('.ts') ? [full] : [];
});
const relative = (file: string) => path.relative(SOURCE, file);

/** The lines of a text that match any of the patterns. */
const offending = (text: string, patterns: RegExp[]) => text.split('\n').filter((line) => patterns.some((p) => p.test(line)));

/** What writes to some tables looks like: Drizzle's insert, update or delete of their objects, or SQL naming them. */
function writesTo(tables: Record<string, string>): RegExp[] {
  const names = Object.keys(tables).join('|');
  const columns = Object.values(tables).join('|');
  return [
    new RegExp(String.raw`\.(insert|update|delete)\(\s*(${names})\b`),
    new RegExp(String.raw`\b(insert\s+into|update|delete\s+from)\s+(\$\{\s*(${names})\s*\}|("?public"?\.)?"?(${columns})\b)`, 'i'),
  ];
}

describe('route files only declare routes', () => {
  /** A route file: a feature module that defines a Fastify plugin (its routes). */
  const isRouteFile = (text: string) => /\bFastifyPluginAsync\b/.test(text);
  const SQL = [
    /from 'drizzle-orm'/,
    // Tables are values; a type taken from one (import type) is fine.
    /^import \{[^}]*\} from '(\.\.\/)+db\/schema(\/[\w-]+)?'/,
    /\.transaction\(/,
    /\bsql`/,
    /\b(db|tx|services\.db)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/,
  ];

  it('the check finds SQL and transactions, and lets routes and type imports be', () => {
    expect(offending([
      "import { eq } from 'drizzle-orm';", "import { users } from '../../db/schema';", 'await services.db.transaction(async (tx) => {',
      'const rows = await db.select().from(users);', 'await tx.insert(x).values(y);', 'db.execute(sql`select 1`)', 'services.db.update(users)',
    ].join('\n'), SQL)).toHaveLength(7);
    expect(offending([
      "import type { milestones } from '../../db/schema';", "app.delete(API.x.path, fromEndpoint(API.x, {}), async (request) => removeIt(db, request.params.id));",
      "app.get(API.list.path, fromEndpoint(API.list, {}), async (request) => listOf(services, requireUser(request)));",
    ].join('\n'), SQL)).toEqual([]);
  });

  it('no route file of a feature holds SQL or a transaction: rules are in services, SQL in queries', () => {
    const files = sources(FEATURES).filter((file) => isRouteFile(fs.readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) => offending(fs.readFileSync(file, 'utf8'), SQL).map((line) => `${relative(file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

describe('a feature uses another only through its index.ts', () => {
  /** The specifiers of a module's static and dynamic imports and re-exports. */
  const specifiers = (text: string) => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)].map((m) => m[1]!);

  /** The feature a file belongs to (its first folder under features/), or null for features/index.ts and non-feature code. */
  const featureOf = (file: string) => {
    const parts = path.relative(FEATURES, file).split(path.sep);
    return parts.length > 1 && !parts[0]!.startsWith('..') ? parts[0]! : null;
  };

  /** Imports of another feature's internals: anything of another feature but its folder or its index.ts. */
  const reachesIn = (file: string, text: string) => {
    const own = featureOf(file);
    return specifiers(text).filter((spec) => {
      if (!spec.startsWith('.')) return false;
      const target = path.resolve(path.dirname(file), spec);
      const other = featureOf(path.join(target, 'x.ts')) ?? featureOf(target);
      if (other === null || other === own) return false;
      const inside = path.relative(path.join(FEATURES, other), target);
      return !(inside === '' || inside === 'index' || inside === 'index.ts');
    });
  };

  it('the check finds an import of internals, static or dynamic, and lets index imports be', () => {
    const file = path.join(FEATURES, 'bulk-mail', 'service.ts');
    expect(reachesIn(file, [
      "import { x } from '../people/queries';", "const m = await import('../people/service');", "export { y } from '../../features/reports/queries';",
      "import { z } from '../option-lists';", "import { w } from '../option-lists/index';", "import { v } from './queries';", "import { u } from '../../db/scopes';",
    ].join('\n'))).toEqual(['../people/queries', '../people/service', '../../features/reports/queries']);
  });

  it('no feature imports another feature’s internals', () => {
    const found = sources(FEATURES)
      .filter((file) => featureOf(file) !== null)
      .flatMap((file) => reachesIn(file, fs.readFileSync(file, 'utf8')).map((spec) => `${relative(file)}: ${spec}`));
    expect(found).toEqual([]);
  });
});

describe('people’s standing is written once (db/people.ts)', () => {
  const WRITER = path.join('db', 'people.ts');
  /** The one other writer: ending sessions (plugins/sessions.ts `deactivateUser`), which db/people.ts calls. */
  const SESSIONS = path.join('plugins', 'sessions.ts');
  const WRITES = writesTo({
    enrolments: 'enrolments', mentorAssignments: 'mentor_assignments', courseCoordinators: 'course_coordinators', userRoles: 'user_roles', advisorHubs: 'advisor_hubs',
  });
  const ACTIVE = [/\.set\(\{[^}]*\bisActive\b/, /\bset\b[^;`]*\bis_active\s*=/i];

  it('the check finds each kind of write it forbids', () => {
    expect(offending([
      'await tx.insert(enrolments).values(x);', 'db.update( mentorAssignments ).set({})', 'tx.delete(courseCoordinators)',
      'sql`insert into user_roles (user_id, role) values (1, 2)`', 'sql`delete from ${advisorHubs} where`', 'sql`UPDATE "enrolments" SET graduated = true`',
    ].join('\n'), WRITES)).toHaveLength(6);
    expect(offending('db.select().from(enrolments); sql`select 1 from enrolments e`', WRITES)).toEqual([]);
    expect(offending('tx.update(users).set({ isActive: false })\nsql`update users set is_active = false`\nsql`where u.is_active = true`', ACTIVE)).toHaveLength(2);
  });

  it('no module but db/people.ts writes enrolments, mentor and coordinator assignments, roles or advisors’ hubs', () => {
    const found = sources(SOURCE)
      .filter((file) => path.relative(SOURCE, file) !== WRITER)
      .flatMap((file) => offending(fs.readFileSync(file, 'utf8'), WRITES).map((line) => `${path.relative(SOURCE, file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });

  it('no module but db/people.ts (through plugins/sessions.ts) sets whether a user is active', () => {
    const found = sources(SOURCE)
      .filter((file) => ![WRITER, SESSIONS].includes(path.relative(SOURCE, file)))
      .flatMap((file) => offending(fs.readFileSync(file, 'utf8'), ACTIVE).map((line) => `${path.relative(SOURCE, file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

describe('calendar events are written in one place (features/calendar/events.ts)', () => {
  const WRITER = path.join('features', 'calendar', 'events.ts');
  const WRITES = writesTo({
    calendarEvents: 'calendar_events', calendarEventMembers: 'calendar_event_members', calendarEventCohorts: 'calendar_event_cohorts', calendarEventGuests: 'calendar_event_guests',
  });

  it('the check finds each kind of write it forbids', () => {
    expect(offending([
      'await tx.insert(calendarEvents).values(x);', 'db.update( calendarEventMembers ).set({})', 'tx.delete(calendarEventGuests)',
      'sql`insert into calendar_event_cohorts (event_id, cohort_id) values (1, 2)`', 'sql`update ${calendarEvents} set title = 1`',
    ].join('\n'), WRITES)).toHaveLength(5);
    expect(offending('db.select().from(calendarEvents); sql`select 1 from calendar_event_members m`; tx.insert(calendarEventExceptions)', WRITES)).toEqual([]);
  });

  it('no feature but calendar/events.ts writes an event, its members, cohorts or guests (the demo seed writes its own, with no invites)', () => {
    const found = sources(FEATURES)
      .filter((file) => relative(file) !== WRITER)
      .flatMap((file) => offending(fs.readFileSync(file, 'utf8'), WRITES).map((line) => `${relative(file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

describe("the calendar's kinds stand side by side in the contract", () => {
  const CONTRACT = path.resolve(__dirname, '../../../packages/contract/src');
  const KINDS = ['webinar', 'meeting', 'discussion'];
  /** The kind a contract file belongs to (webinars.ts, webinar-messages.ts …), or null. */
  const kindOf = (name: string) => KINDS.find((k) => name === `${k}s` || name === `${k}-messages`) ?? null;
  const kindImports = (text: string) => [...text.matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]!).filter((name) => kindOf(name) !== null);

  it('the check finds an import of a kind', () => {
    expect(kindImports("import { a } from './webinars';\nimport { b } from './calendar';\nimport { c } from './meeting-messages';")).toEqual(['webinars', 'meeting-messages']);
  });

  it("a kind's file uses the shared calendar.ts, never another kind's file", () => {
    const found = KINDS.flatMap((kind) => [`${kind}s`, `${kind}-messages`].flatMap((name) => {
      const text = fs.readFileSync(path.join(CONTRACT, `${name}.ts`), 'utf8');
      return kindImports(text).filter((other) => kindOf(other) !== kind).map((other) => `${name}.ts imports ${other}`);
    }));
    expect(found).toEqual([]);
  });
});
