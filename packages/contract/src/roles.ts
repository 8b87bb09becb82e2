/** The roles named by the product. Stored and compared case-insensitively. */
export const ROLES = {
  coordinator: 'Course Coordinator',
  advisor: 'Program Advisor',
  mentor: 'Mentor',
  mentee: 'Mentee',
  administrator: 'Administrator',
} as const;

export type RoleKey = keyof typeof ROLES;
export type RoleName = (typeof ROLES)[RoleKey];
export const ROLE_NAMES = Object.values(ROLES) as RoleName[];

const normalise = (role: string) => role.trim().toLowerCase();

/** Parses the locally kept comma-separated list (or an array) into trimmed names. */
export function parseRoles(roles: string | readonly string[] | null | undefined): string[] {
  if (!roles) return [];
  const list = typeof roles === 'string' ? roles.split(',') : roles;
  return list.map((r) => r.trim()).filter((r) => r.length > 0);
}

/** True when any of the user's roles is one of the allowed roles, ignoring case. */
export function hasAnyRole(
  userRoles: string | readonly string[] | null | undefined,
  allowed: readonly RoleName[],
): boolean {
  const mine = new Set(parseRoles(userRoles).map(normalise));
  return allowed.some((role) => mine.has(normalise(role)));
}
