import type { UseCase } from '@bli/contracts';

/** What the hub shows of a use case: everything but its guidance HTML and catalogue criteria. */
export type UseCaseSummary = Omit<UseCase, 'guidance' | 'criteria'>;

/** Trims a use case to its summary, so the hub's HTML carries no unused guidance text. */
export function toSummary({
  guidance: _guidance,
  criteria: _criteria,
  ...summary
}: UseCase): UseCaseSummary {
  return summary;
}

/** docs/product-rules.md §9: a use-case card shows up to 3 audience chips and up to 3 requirements. */
export const AUDIENCE_CHIPS = 3;
export const REQUIREMENT_LINES = 3;

/** The first `limit` items and how many more there are ("+N more"). */
export function firstOf<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** Lower case, accents and punctuation folded away, so "Work-from-home" finds "work from home". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search, normalised; an empty search has none. */
export function searchWords(query: string): string[] {
  const normalised = normaliseText(query);
  return normalised ? normalised.split(' ') : [];
}

/** Everything a shopper may search a use case by: title, description, audience, requirements. */
function searchableText(useCase: UseCaseSummary): string {
  return normaliseText(
    [useCase.title, useCase.description, ...useCase.targetAudience, ...useCase.requirements].join(
      ' ',
    ),
  );
}

/**
 * The use cases matching a search: every word of the query must appear somewhere (also inside a
 * longer word, so "program" finds "programmers") in the use case's title, description,
 * audience or requirements. An empty search keeps every use case, in order.
 */
export function filterUseCases<T extends UseCaseSummary>(
  useCases: readonly T[],
  query: string,
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...useCases];
  return useCases.filter((useCase) => {
    const text = searchableText(useCase);
    return words.every((word) => text.includes(word));
  });
}

/** What a screen reader hears after each search (an aria-live status). */
export function resultSummary(shown: number, total: number, query: string): string {
  const trimmed = query.trim();
  if (!trimmed) return `Showing all ${total} use cases`;
  if (shown === 0) return `No use cases match “${trimmed}”`;
  return `Showing ${shown} of ${total} use cases for “${trimmed}”`;
}
