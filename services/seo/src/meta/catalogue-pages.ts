import type { Laptop, ListFacts, PageMeta, PriceRange } from '@bli/contracts';
import { formatDateEnIn, formatInr, isPriceCurrent, shortName } from '@bli/domain';
import type { FilterPage } from './filter-pages';
import { priceFromText, ratedText } from './laptop-facts';
import { pageMeta } from './meta-tags';
import { budgetPhrase, monthYear, plural, withSiteName, yearOf } from './text';

/**
 * Metadata of the catalogue's pages, written from live data: a list's facts (counts, the cheapest
 * current price with its date), the top pick and its rating. Pure: the same data and clock give
 * the same text.
 */

/** docs/product-rules.md §2: the home page's title is fixed; its description carries the live numbers. */
export const HOME_TITLE = 'Best Laptops India - Reviews & Buying Guide';

export function homeMeta(facts: ListFacts, ranges: readonly PriceRange[]): PageMeta {
  const from = priceFromText(facts);
  return pageMeta(
    HOME_TITLE,
    `Compare ${plural(facts.count, 'laptop')} from ${plural(facts.brands, 'brand')} in India ` +
      `across ${plural(ranges.length, 'budget range')}${from ? `, ${from}` : ''}: specs, ratings, ` +
      `90-day price history and buying guides for students, gamers and professionals.`,
  );
}

/** "Our #1: HP 15s, rated 4.3/5 stars from 5,680 reviews." */
function topPickText(top: Laptop | undefined): string {
  if (!top) return '';
  const rated = ratedText(top);
  return ` Our #1: ${shortName(top)}${rated ? `, ${rated.charAt(0).toLowerCase()}${rated.slice(1)}` : ''}.`;
}

/** An SEO landing page (`/best-laptop-under-50000`); `top` is the first of its rank order. */
export function landingMeta(
  range: PriceRange,
  facts: ListFacts,
  top: Laptop | undefined,
  now: Date,
): PageMeta {
  const base = range.seoTitle ?? `Best Laptops ${range.name} in India`;
  const phrase = budgetPhrase(range.name);
  if (facts.count === 0) {
    return pageMeta(
      withSiteName(`${base} (${monthYear(now)})`),
      `No laptops ${phrase} are listed right now. See the other budgets, our gaming picks and buying guides for Indian shoppers.`,
    );
  }
  const from = priceFromText(facts);
  return pageMeta(
    withSiteName(`${base} (${monthYear(now)}): ${plural(facts.count, 'Pick')}`),
    `${plural(facts.count, 'laptop')} ${phrase} ranked by rating and reviews${from ? `, ${from}` : ''}: ` +
      `${facts.ram16Plus} with 16 GB+ RAM, ${facts.dedicatedGraphics} with dedicated graphics, ` +
      `${facts.intel} Intel vs ${facts.amd} AMD.${topPickText(top)}`,
  );
}

/** The sortable range page `/price-range/{slug}` (distinct from its landing page). */
export function rangePageMeta(range: PriceRange, facts: ListFacts): PageMeta {
  const from = priceFromText(facts);
  return pageMeta(
    withSiteName(`Best Laptops ${range.name}: ${plural(facts.count, 'Laptop')} Compared`),
    `Compare ${plural(facts.count, 'laptop')} ${budgetPhrase(range.name)} side by side` +
      `${from ? `, ${from}` : ''}: ${facts.ram16Plus} with 16 GB+ RAM, ${facts.ssd} with an SSD, ` +
      `${facts.dedicatedGraphics} with dedicated graphics. Sort by popularity or rating.`,
  );
}

export function gamingMeta(facts: ListFacts, now: Date): PageMeta {
  const { tiers } = facts;
  const from = priceFromText(facts);
  return pageMeta(
    withSiteName(
      `Best Gaming Laptops in India (${yearOf(now)}): ${plural(facts.count, 'Model')} by Tier`,
    ),
    `Compare ${plural(facts.count, 'gaming laptop')} from ${plural(facts.brands, 'brand')}: ` +
      `${tiers.Entry} entry-level (5–6/10), ${tiers['Mid-range']} mid-range (7–8/10) and ` +
      `${tiers['High-end']} high-end (9–10/10) models${from ? `, ${from}` : ''}, with graphics and specs.`,
  );
}

const size = (gb: number | null, kind: string | null) =>
  gb === null
    ? null
    : `${gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`}${kind ? ` ${kind}` : ''}`;

/** A laptop page: its specs, "Rated x/5 stars" when rated, and its price only while current. */
export function laptopMeta(laptop: Laptop, now: Date): PageMeta {
  const name = shortName(laptop);
  const specs = [
    laptop.processorModel &&
      [laptop.processorBrand, laptop.processorModel].filter(Boolean).join(' '),
    size(laptop.ramSize, 'RAM'),
    size(laptop.storageSize, laptop.storageType),
    laptop.displaySize,
    laptop.hasDedicatedGraphics && laptop.graphicsModel ? laptop.graphicsModel : null,
  ].filter(Boolean);
  const rated = ratedText(laptop);
  const price = isPriceCurrent(laptop.lastUpdated, now)
    ? ` ${formatInr(laptop.currentPrice)} on Amazon as of ${formatDateEnIn(laptop.lastUpdated)}.`
    : '';
  return pageMeta(
    withSiteName(`${name}: Specs, Price History & Review`),
    `${name}${specs.length > 0 ? ` with ${specs.join(', ')}` : ''}.${rated ? ` ${rated}.` : ''}${price} ` +
      `Full specifications, 90-day price history, pros and cons, and similar laptops compared.`,
  );
}

/** A spec-sheet filter page (`/laptops/amd-processor`, …). */
export function filterMeta(page: FilterPage, facts: ListFacts, now: Date): PageMeta {
  const from = priceFromText(facts);
  return pageMeta(
    withSiteName(`${page.heading} (${yearOf(now)}): ${plural(facts.count, 'Model')} Compared`),
    `Compare ${plural(facts.count, page.noun.replace(/^laptops/, 'laptop'), page.noun)} from ` +
      `${plural(facts.brands, 'brand')}, including ${facts.gaming} gaming ${facts.gaming === 1 ? 'model' : 'models'}` +
      `${from ? `, ${from}` : ''}. Specs, ratings, FAQs and Amazon prices with their update time.`,
  );
}
