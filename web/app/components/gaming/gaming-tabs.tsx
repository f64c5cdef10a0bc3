import type { Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge, Tabs, TabsContent, TabsList, TabsTrigger } from '@bli/ui';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { LaptopCard } from '../islands';
import { useHydrated } from '../use-hydrated';
import {
  ENTRY_PRICE_CEILING,
  GAMING_TABS,
  type GamingTab,
  gamingTabHref,
  laptopsForTab,
} from './gaming-model';

const TAB_NOTES: Record<GamingTab, string> = {
  all: 'Every gaming laptop we list, best-ranked first.',
  entry: `Our Entry tier (gaming performance 5–6/10), the level usually found under ${formatInr(ENTRY_PRICE_CEILING)}.`,
  'high-performance':
    'Gaming performance rated 6/10 or more: the top of the Entry tier plus every Mid-range and High-end model.',
};

interface GamingTabsProps {
  laptops: readonly Laptop[];
  tab: GamingTab;
  onTabChange: (tab: GamingTab) => void;
}

/**
 * All / Entry Level / High Performance. Each trigger is also a plain link to `?tab=…`, so the
 * tabs work without JavaScript; with JavaScript, Radix switches the panel and the URL follows.
 */
export function GamingTabs({ laptops, tab, onTabChange }: GamingTabsProps) {
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
                {laptopsForTab(laptops, value).length}
                <span className="sr-only"> laptops</span>
              </Badge>
            </Link>
          </TabsTrigger>
        ))}
      </TabsList>
      {GAMING_TABS.map(({ value }) => {
        const shown = laptopsForTab(laptops, value);
        return (
          <TabsContent key={value} value={value}>
            <p className="mb-4 text-sm text-slate-600">{TAB_NOTES[value]}</p>
            {shown.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-slate-500">
                No gaming laptops in this group yet. Check back soon!
              </p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((laptop, i) => (
                  <li key={laptop.asin}>
                    <LaptopCard laptop={laptop} variant="gaming" eagerImage={i < 3} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
