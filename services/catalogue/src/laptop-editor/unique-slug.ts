/** The slug column's length (and the contract's slug limit). */
const MAX_SLUG_LENGTH = 200;

/**
 * `base` when no laptop has it, else `base-2`, `base-3`, … — the first one free. A long base
 * is shortened so that the suffix still fits the slug column.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const stem = base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
