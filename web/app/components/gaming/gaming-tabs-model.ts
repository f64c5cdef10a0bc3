/*
 * The tabs of the gaming page: all its script needs in the browser. The lists and figures behind
 * them (gaming-model.ts) are computed on the server and in its static islands.
 */

/** The gaming page's tabs, in order; the value is also the `?tab=` parameter ("all" = none). */
export const GAMING_TABS = [
  { value: 'all', label: 'All' },
  { value: 'entry', label: 'Entry Level' },
  { value: 'high-performance', label: 'High Performance' },
] as const;
export type GamingTab = (typeof GAMING_TABS)[number]['value'];

export function parseGamingTab(value: string | null): GamingTab {
  return GAMING_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/** "?tab=entry", or the bare page for the default tab. */
export function gamingTabHref(tab: GamingTab): string {
  return tab === 'all' ? '/gaming-laptops' : `/gaming-laptops?tab=${tab}`;
}
