import type { KnowledgeCategory, KnowledgeGuideSummary } from '@bli/contracts';

/** docs/product-rules.md §9: a guide card shows up to 3 target keywords plus "+N". */
export const GUIDE_CARD_KEYWORDS = 3;

/** docs/product-rules.md §2/§9: the hub's fixed monthly-search figure and its expertise tile. */
export const MONTHLY_SEARCHES = '95K+';

export interface HubStat {
  value: string;
  label: string;
}

/** The hub's four stat tiles: guide and category counts come from the data. */
export function hubStats(categories: readonly KnowledgeCategory[]): HubStat[] {
  const guides = categories.reduce((sum, category) => sum + category.guides.length, 0);
  return [
    { value: String(guides), label: guides === 1 ? 'In-depth guide' : 'In-depth guides' },
    { value: MONTHLY_SEARCHES, label: 'Monthly searches covered' },
    {
      value: String(categories.length),
      label: categories.length === 1 ? 'Category' : 'Categories',
    },
    { value: 'Expert', label: 'Written and checked by our reviewers' },
  ];
}

/** The guide sections mounted as routes (/processors/:slug, …): first segment of the path. */
export function sectionFromPath(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

/** The other guides of a guide's category (by its slug), in hub order, without the guide itself. */
export function otherGuidesInCategory(
  categories: readonly KnowledgeCategory[],
  categorySlug: string,
  currentPath: string,
): Pick<KnowledgeGuideSummary, 'path' | 'title' | 'description'>[] {
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  if (!category) return [];
  return category.guides
    .filter((guide) => guide.path !== currentPath)
    .map(({ path, title, description }) => ({ path, title, description }));
}

/** "8,100/month" → "8,100 searches/month"; any other wording is shown as it is. */
export function searchVolumeLabel(volume: string): string {
  const match = /^\s*([\d,.]+\s*[KkMm]?)\s*\/\s*month\s*$/.exec(volume);
  return match ? `${match[1]} searches/month` : volume;
}
