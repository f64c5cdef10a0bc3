/**
 * Amazon's rule (docs/compliance.md): product pictures are shown only as the API serves them,
 * refreshed within 24 hours. A laptop whose pictures were last refreshed longer ago (or never)
 * shows none until the next sync refreshes them.
 */
export const IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function areImagesCurrent(
  refreshedAt: Date | string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (refreshedAt === null || refreshedAt === undefined) return false;
  const age = now.getTime() - new Date(refreshedAt).getTime();
  return age >= 0 && age <= IMAGE_MAX_AGE_MS;
}
