/** A route or query value as a record id (a positive whole number), or null. */
export function recordIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
