import type { Laptop, UseCase } from '@bli/contracts';

/** One of the editors' picks as the page shows it: the laptop's product box and their paragraph. */
export interface EditorsPick {
  laptop: Laptop;
  note: string;
}

/**
 * The editors' picks in their order, each with its laptop as the catalogue has it now; a pick
 * whose laptop the catalogue did not answer (no longer on sale) is left out.
 */
export function editorsPicks(picks: UseCase['picks'], laptops: readonly Laptop[]): EditorsPick[] {
  const bySlug = new Map(laptops.map((laptop) => [laptop.slug, laptop]));
  return picks.flatMap(({ laptopSlug, note }) => {
    const laptop = bySlug.get(laptopSlug);
    return laptop ? [{ laptop, note }] : [];
  });
}
