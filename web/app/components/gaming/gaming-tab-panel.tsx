import type { Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { LaptopCard } from '../laptop-card';
import { ENTRY_PRICE_CEILING, laptopsForTab } from './gaming-model';
import type { GamingTab } from './gaming-tabs-model';
import { listImagePriority } from '../picture-sources';

const TAB_NOTES: Record<GamingTab, string> = {
  all: 'Every gaming laptop we list, best-ranked first.',
  entry: `Our Entry tier (gaming performance 5–6/10), the level usually found under ${formatInr(ENTRY_PRICE_CEILING)}.`,
  'high-performance':
    'Gaming performance rated 6/10 or more: the top of the Entry tier plus every Mid-range and High-end model.',
};

/** One tab's laptops with its note: static (an island in the tabs), re-rendered on a tab change. */
export function GamingTabPanel({ laptops, tab }: { laptops: readonly Laptop[]; tab: GamingTab }) {
  const shown = laptopsForTab(laptops, tab);
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{TAB_NOTES[tab]}</p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-slate-500">
          No gaming laptops in this group yet. Check back soon!
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((laptop, i) => (
            <li key={laptop.asin}>
              <LaptopCard laptop={laptop} variant="gaming" imagePriority={listImagePriority(i)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
