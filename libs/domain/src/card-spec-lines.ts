import type { FactSource } from './laptop-facts';

/**
 * The laptop card's spec lines: processor, RAM and storage, as far as known — the sheet's words
 * first, else the structured fields. (Kept apart from laptop-facts.ts: the card is on every page
 * of the shop, the page's facts only on the laptop page, and a module used by both would bring
 * all of them into every page's first load.)
 */
export function cardSpecLines(
  laptop: Pick<
    FactSource,
    'specifications' | 'processorModel' | 'ramSize' | 'storageSize' | 'storageType'
  >,
): string[] {
  return [
    laptop.specifications.processor ?? laptop.processorModel,
    laptop.specifications.ram ?? (laptop.ramSize ? `${laptop.ramSize} GB RAM` : null),
    laptop.specifications.storage ??
      (laptop.storageSize ? `${laptop.storageSize} GB ${laptop.storageType ?? ''}` : null),
  ].filter((line): line is string => Boolean(line));
}
