/** How many pages a list of `total` items fills (at least one: an empty list's first page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
