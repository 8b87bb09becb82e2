import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMINISTRATION_API, ADMISSION_DECISION_API, AUDIT_LOG_API, CAL_TEMPLATES_API, COURSE_MODULES_API, FORM_TEMPLATES_API, OPTION_LISTS_ADMIN_API,
  PAGE_ROUTES, PEOPLE_API, PEOPLE_IMPORT_API, PROGRAMME_SETUP_API, REPORT_CALLS, ROLES, canOpen, type Endpoint, type RoleName,
} from '@fetp/contract';
import { DEMO, createTestContext, signIn, type Client, type TestContext } from './helpers';

/**
 * The role matrix: each protected call, for each role and with no token. A call belongs to a
 * page of the route table and must open exactly to the roles that page opens to.
 */
let ctx: TestContext;
const clients = {} as Record<RoleName, Client>;
const accounts: Record<RoleName, string> = {
  [ROLES.coordinator]: DEMO.coordinator,
  [ROLES.advisor]: DEMO.advisor,
  [ROLES.mentor]: DEMO.mentor,
  [ROLES.mentee]: DEMO.mentee,
  [ROLES.administrator]: DEMO.administrator,
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const [role, email] of Object.entries(accounts)) clients[role as RoleName] = await signIn(ctx, email);
});
afterAll(() => ctx.close());

const calls: Array<{ url: string | ((c: Client & { userId?: number }) => string); roles: readonly RoleName[] }> = [
  { url: '/api/dashboard_courses/', roles: PAGE_ROUTES.dashboard.access },
  { url: '/api/user_dropdown/', roles: Object.values(ROLES) },
  { url: (c) => `/api/user_roles/?user_id=${c.userId}`, roles: Object.values(ROLES) },
  { url: '/api/user_notifications_list/', roles: Object.values(ROLES) },
  { url: '/api/user_notifications_watched/', roles: Object.values(ROLES) },
  { url: '/api/app_tracker_course/', roles: PAGE_ROUTES.applicationTracker.access },
  { url: '/api/applications/', roles: PAGE_ROUTES.applicationTracker.access },
  { url: '/api/download_applications/', roles: PAGE_ROUTES.applicationTracker.access },
  { url: '/cal/api/get/dropdown-courses/coordinator/dashboard/', roles: PAGE_ROUTES.coordinatorDashboard.access },
  { url: '/cal/api/get/coordinator/dashboard/', roles: PAGE_ROUTES.coordinatorDashboard.access },
  { url: '/cal/api/get/mentor/dashboard/', roles: PAGE_ROUTES.mentorDashboard.access },
  { url: '/api/v1/mentor/profile/', roles: PAGE_ROUTES.profile.access },
  { url: (c) => `/api/v1/show/mentee/profile/?user_id=${c.userId}`, roles: PAGE_ROUTES.menteeProfile.access },
  { url: '/api/v1/account/sessions/', roles: PAGE_ROUTES.accountSettings.access },
  { url: ADMINISTRATION_API.overview.path, roles: PAGE_ROUTES.contentManagement.access },
  ...Object.values(REPORT_CALLS).flatMap((calls) => [calls.table, calls.download, calls.files])
    .filter((call) => call.method === 'GET')
    .map((call) => ({ url: call.path, roles: PAGE_ROUTES.reportCohortData.access })),
];

describe('role matrix of the API', () => {
  for (const call of calls) {
    const name = typeof call.url === 'string' ? call.url : call.url({ userId: 0 } as never).replace(/=\d+/, '={id}');
    for (const role of Object.values(ROLES)) {
      const allowed = call.roles.includes(role);
      it(`${name} — ${role}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const client = clients[role] as Client & { userId?: number };
        const url = typeof call.url === 'string' ? call.url : call.url(client);
        const res = await client.get(url);
        expect(res.statusCode).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.json().message).toBeTruthy();
      });
    }
    it(`${name} — no token: 401`, async () => {
      const url = typeof call.url === 'string' ? call.url : call.url({ userId: 1 } as never);
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    });
  }
  it('the logout call needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/custom/logout/' })).statusCode).toBe(401);
  });
});

describe('every Content Management call refuses each role it does not open to (issue 32)', () => {
  const groups = {
    ADMINISTRATION_API, ADMISSION_DECISION_API, AUDIT_LOG_API, CAL_TEMPLATES_API, COURSE_MODULES_API, FORM_TEMPLATES_API, OPTION_LISTS_ADMIN_API,
    PEOPLE_API, PEOPLE_IMPORT_API, PROGRAMME_SETUP_API,
  };
  const endpoints = Object.entries(groups).flatMap(([group, api]) => Object.entries(api)
    .filter((entry): entry is [string, Endpoint] => typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && Array.isArray(entry[1].access))
    .map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })));

  it('finds the calls to check', () => expect(endpoints.length).toBeGreaterThan(40));
  for (const { name, endpoint } of endpoints) {
    for (const role of Object.values(ROLES).filter((r) => !(endpoint.access as readonly string[]).includes(r))) {
      it(`${name} (${endpoint.method} ${endpoint.path}) — ${role}: 403`, async () => {
        const client = clients[role];
        // The role is checked before the ids and the body are read: any id gives the same answer.
        const url = endpoint.path.replace(/:\w+/g, '1');
        const res = endpoint.method === 'GET' ? await client.get(url) : await client.json(endpoint.method, url, {});
        expect(res.statusCode, res.body).toBe(403);
      });
    }
  }
});

describe('role matrix of the route table', () => {
  // Each role, against each page of the table: the same rule the web gate applies.
  const expected: Record<string, RoleName[] | 'open'> = {
    '/applicant': 'open', '/register': 'open', '/login': 'open', '/password_reset_confirm/:id/custom/': 'open', '/': 'open',
    // Where registration sends a flagged new user (002 §2.12).
    '/welcome': 'open', '/recommendations': 'open',
    '/courses/milestone/:id/version/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/cal/mentor/dashboard/': [ROLES.coordinator, ROLES.mentor],
    '/cal/coordinator/dashboard/': [ROLES.coordinator],
    '/cal/coordinator/:id/cal/:type/details': [ROLES.coordinator],
    '/courses/:id/cal/': [ROLES.coordinator, ROLES.mentor, ROLES.mentee],
    '/cal/mentee/:id/details/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/menteemodules/:userid/:courseid/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/menteemodules/:userid/:courseid/units/:unit/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/dashboard': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/reports/cohort_data/': [ROLES.coordinator, ROLES.advisor, ROLES.administrator],
    '/reports/abstract_data/': [ROLES.coordinator, ROLES.advisor, ROLES.administrator],
    '/reports/project_data/': [ROLES.coordinator, ROLES.advisor, ROLES.administrator],
    '/reports/cohort_data_project/': [ROLES.coordinator, ROLES.advisor, ROLES.administrator],
    '/reports/resident_activities/': [ROLES.coordinator, ROLES.advisor, ROLES.administrator],
    '/ask/profile/details/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/sendmail': [ROLES.coordinator, ROLES.advisor],
    // Administrators decide every course's applications (issue 32).
    '/application-tracker': [ROLES.coordinator, ROLES.administrator],
    '/cal/requests/': [ROLES.coordinator, ROLES.mentor],
    '/schedules/': [ROLES.coordinator, ROLES.mentor],
    '/courses/milestone/:id/chat/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/ask/mentee/profile/details/': [ROLES.coordinator, ROLES.mentee, ROLES.mentor],
    '/account/settings/': [ROLES.coordinator, ROLES.advisor, ROLES.mentee, ROLES.mentor, ROLES.administrator],
    // Content Management (issue 32; 000 §2.2's user menu).
    '/admin/': [ROLES.administrator, ROLES.coordinator],
    '/admin/audit/': [ROLES.administrator, ROLES.coordinator],
    '/admin/hubs/': [ROLES.administrator],
    '/admin/courses/': [ROLES.administrator, ROLES.coordinator],
    '/admin/courses/:id/': [ROLES.administrator, ROLES.coordinator],
    '/admin/courses/:id/forms/': [ROLES.administrator, ROLES.coordinator],
    '/admin/courses/:id/cals/': [ROLES.administrator, ROLES.coordinator],
    '/admin/import/': [ROLES.administrator],
    '/admin/people/': [ROLES.administrator, ROLES.coordinator],
    '/admin/people/:id/': [ROLES.administrator, ROLES.coordinator],
    '/admin/option-lists/': [ROLES.administrator],
  };
  for (const route of Object.values(PAGE_ROUTES)) {
    it(`${route.path} opens to exactly ${JSON.stringify(expected[route.path])}`, () => {
      const want = expected[route.path];
      expect(want, `route ${route.path} is in the spec's table`).toBeDefined();
      for (const role of Object.values(ROLES)) {
        expect(canOpen(route.access, [role]), `${role} on ${route.path}`).toBe(want === 'open' || want!.includes(role));
        // Case does not matter.
        expect(canOpen(route.access, role.toUpperCase())).toBe(want === 'open' || want!.includes(role));
      }
    });
  }
});
