import type { Laptop } from '@bli/contracts';
import { Badge, Tabs, TabsContent, TabsList, TabsTrigger } from '@bli/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../use-hydrated';
import { GAMING_TABS, type GamingTab, gamingTabHref } from './gaming-tabs-model';
import { staticIsland } from '../static-island';

// Static parts of this page only (static-island.tsx).
const GamingTabPanel = await staticIsland(() =>
  import('./gaming-tab-panel').then((module) => module.GamingTabPanel),
);

interface GamingTabsProps {
  laptops: readonly Laptop[];
  /** Laptops in each tab (the loader's count). */
  counts: Record<GamingTab, number>;
  tab: GamingTab;
  onTabChange: (tab: GamingTab) => void;
}

/**
 * All / Entry Level / High Performance. Each trigger is also a plain link to `?tab=…`, so the
 * tabs work without JavaScript; with JavaScript, Radix switches the panel and the URL follows.
 */
export function GamingTabs({ laptops, counts, tab, onTabChange }: GamingTabsProps) {
  // Before hydration the links are plain links: every one must be reachable with Tab.
  const hydrated = useHydrated();
  // A plain click (mouse, keyboard or screen reader) switches the tab in place; modified
  // clicks (new tab or window) keep the link's native behaviour.
  const onClick = (value: GamingTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.button === 0 &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.altKey
    ) {
      event.preventDefault();
      onTabChange(value);
    }
  };
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as GamingTab)}>
      <TabsList aria-label="Gaming laptop groups">
        {GAMING_TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} asChild {...(hydrated ? {} : { tabIndex: 0 })}>
            <Link
              to={gamingTabHref(value)}
              replace
              preventScrollReset
              onClick={onClick(value)}
              className="inline-flex items-center gap-2"
            >
              {label}
              <Badge tone={value === tab ? 'brand' : 'neutral'}>
                {counts[value]}
                <span className="sr-only"> laptops</span>
              </Badge>
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      {GAMING_TABS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          <GamingTabPanel laptops={laptops} tab={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
