import type { Laptop, PriceRange } from '@bli/contracts';
import {
  discountPercent,
  formatInr,
  hasRating,
  numericRating,
  showsDiscountBadge,
  formatCount,
} from '@bli/domain';
import {
  budgetPhrase,
  graphicsSentence,
  listOf,
  lowerFirst,
  oneOf,
  plural,
  priceSentence,
  priceWithTime,
  processorOf,
  processorSentence,
  ramSentence,
  storageLabel,
  storageSentence,
  verb,
} from './copy-text';
import type { FaqItem } from '../faq';
import { proTip } from './guide-copy';
import { cheapestOf, type RangeStats } from './range-stats';

/**
 * Copy for the price range and SEO landing pages, written from the range's live data
 * (Google: no thin programmatic pages). Pure functions: same input, same text.
 * Sentences live in copy-text.ts and the buying guide in guide-copy.ts; this module is the
 * entry point and re-exports them.
 */
export * from './copy-text';
export * from './guide-copy';

export interface PickCopy {
  laptop: Laptop;
  rank: number;
  name: string;
  reasons: string[];
  caveat: string | null;
}

/** Why a laptop earns its place, measured against the rest of its range. */
export function pickReasons(
  laptop: Laptop,
  laptops: readonly Laptop[],
  stats: RangeStats,
  now: Date = new Date(),
): { reasons: string[]; caveat: string | null } {
  const reasons: string[] = [];
  const count = stats.count;

  if (hasRating(laptop.rating)) {
    const mostReviews = laptops.every((l) => l.reviewCount <= laptop.reviewCount);
    const best = Math.max(...laptops.map((l) => numericRating(l.rating) ?? 0));
    const topRated = (numericRating(laptop.rating) ?? 0) >= best;
    const note = mostReviews
      ? ', more reviews than any other laptop in this range'
      : topRated
        ? ', the highest rating in this range'
        : '';
    reasons.push(`Rated ${laptop.rating}/5 from ${formatCount(laptop.reviewCount)} reviews${note}`);
  } else {
    reasons.push('Not rated yet: it is here on its specifications alone');
  }

  const specs = [
    processorOf(laptop),
    laptop.ramSize ? `${laptop.ramSize} GB RAM` : null,
    laptop.storageSize && laptop.storageType
      ? `${storageLabel(laptop.storageSize)} ${laptop.storageType}`
      : null,
    laptop.hasDedicatedGraphics
      ? `${laptop.graphicsModel ?? laptop.specifications.graphics ?? 'dedicated'} graphics`
      : null,
  ].filter((spec): spec is string => spec !== null);
  if (specs.length > 0) reasons.push(specs.join(', '));

  // Only what sets it apart here: a feature at most half of the range has.
  const rare = (n: number) => n <= count / 2;
  if ((laptop.ramSize ?? 0) >= 16 && rare(stats.ram16Plus.length)) {
    reasons.push(oneOf(stats.ram16Plus.length, count, 'laptops here with 16 GB RAM or more'));
  }
  if (laptop.hasDedicatedGraphics && rare(stats.dedicatedGraphics.length)) {
    reasons.push(
      oneOf(stats.dedicatedGraphics.length, count, 'laptops here with a dedicated graphics card'),
    );
  }
  if ((laptop.storageType ?? '').toUpperCase() === 'SSD' && rare(stats.ssd)) {
    reasons.push(oneOf(stats.ssd, count, 'laptops here with an SSD'));
  }

  const price = priceWithTime(laptop, now);
  if (price) {
    const off = discountPercent(laptop.originalPrice, laptop.currentPrice);
    let text = `Costs ${price}`;
    if (showsDiscountBadge(off) && laptop.originalPrice) {
      text += `, ${off}% below its listed price of ${formatInr(laptop.originalPrice)}`;
    }
    if (stats.median !== null && laptop.currentPrice < stats.median) {
      text += `, under this range's median of ${formatInr(stats.median)}`;
    }
    reasons.push(text);
  }

  let caveat: string | null = laptop.cons[0] ?? null;
  if (!caveat && (laptop.ramSize ?? 0) < 16 && stats.ram16Plus.length > count / 2) {
    caveat = `Only ${laptop.ramSize ?? 'unknown'} GB RAM, while most laptops here have 16 GB`;
  }
  return { reasons, caveat };
}

/** The first n of a ranked list, with the reasons for each. */
export function topPicks(
  ranked: readonly Laptop[],
  stats: RangeStats,
  now: Date = new Date(),
  n = 3,
): PickCopy[] {
  return ranked.slice(0, n).map((laptop, index) => ({
    laptop,
    rank: index + 1,
    name: stats.nameOf(laptop),
    ...pickReasons(laptop, ranked, stats, now),
  }));
}

/** The landing page's opening paragraphs. */
export function landingIntro(
  range: PriceRange,
  stats: RangeStats,
  ranked: readonly Laptop[],
): string[] {
  const phrase = budgetPhrase(range);
  const [topBrand, topBrandCount] = stats.brands[0] ?? ['', 0];
  const ratings =
    stats.averageRating !== null
      ? ` ${stats.rated} of them ${verb(stats.rated, 'carries', 'carry')} a rating, averaging ${stats.averageRating.toFixed(1)}/5.`
      : '';
  const picks = ranked.slice(0, 3).map(stats.nameOf);
  return [
    `We track ${plural(stats.count, 'laptop')} ${phrase} from ${plural(stats.brands.length, 'brand')}` +
      (topBrandCount > 1 ? `, ${topBrand} with the most (${topBrandCount}).` : '.') +
      ` ${priceSentence(stats)}`,
    `${ramSentence(stats)} ${storageSentence(stats)} ${graphicsSentence(stats)} ${processorSentence(stats)}${ratings}`,
    picks.length > 0
      ? `Ranked by rating and number of reviews, our top ${picks.length === 1 ? 'pick is' : `${picks.length} are`} ${listOf(picks)}. Here is why each made the cut.`
      : '',
  ].filter(Boolean);
}

/** Questions shoppers ask about a budget, answered from the range's own laptops. */
export function landingFaq(
  range: PriceRange,
  ranked: readonly Laptop[],
  stats: RangeStats,
  now: Date = new Date(),
): FaqItem[] {
  const phrase = budgetPhrase(range);
  const faq: FaqItem[] = [];
  const [first, ...rest] = topPicks(ranked, stats, now);
  if (first) {
    const runnersUp = rest.length > 0 ? ` Close behind: ${listOf(rest.map((p) => p.name))}.` : '';
    faq.push({
      question: `Which is the best laptop ${phrase}?`,
      answer:
        `The ${first.name} tops our ranking of ${plural(stats.count, 'laptop')}: ${first.reasons.map(lowerFirst).join('; ')}.` +
        (first.caveat ? ` The catch: ${first.caveat}.` : '') +
        runnersUp,
    });
  }

  const cheapest16 = cheapestOf(stats.ram16Plus, now);
  faq.push({
    question: `Can I get 16 GB RAM ${phrase}?`,
    answer:
      stats.ram16Plus.length === 0
        ? `Not among the ${plural(stats.count, 'laptop')} we list ${phrase}: ${lowerFirst(ramSentence(stats))}`
        : `Yes: ${stats.ram16Plus.length} of the ${stats.count} laptops we list ${verb(stats.ram16Plus.length, 'has', 'have')} 16 GB or more.` +
          (cheapest16
            ? ` The cheapest is the ${stats.nameOf(cheapest16)} at ${priceWithTime(cheapest16, now)}.`
            : ''),
  });

  const gpus = stats.dedicatedGraphics;
  faq.push({
    question: `Can I play games on a laptop ${phrase}?`,
    answer:
      gpus.length === 0
        ? `Only light and older games: none of the ${stats.count} laptops here has a dedicated graphics card. See our gaming laptops page for machines built for play.`
        : `${graphicsSentence(stats)} The best-ranked of them is the ${stats.nameOf(gpus[0])}${gpus[0].graphicsModel ? ` with ${gpus[0].graphicsModel}` : ''}.`,
  });

  const bestOf = (brand: string) =>
    ranked.find((l) => (l.processorBrand ?? '').toLowerCase() === brand.toLowerCase());
  const intel = bestOf('intel');
  const amd = bestOf('amd');
  faq.push({
    question: `Intel or AMD: which should I pick ${phrase}?`,
    answer:
      `${processorSentence(stats)}` +
      (intel
        ? ` The best-ranked Intel model is the ${stats.nameOf(intel)} (${processorOf(intel) ?? 'Intel'}).`
        : '') +
      (amd
        ? ` The best-ranked AMD model is the ${stats.nameOf(amd)} (${processorOf(amd) ?? 'AMD'}).`
        : '') +
      ' At the same price, pick the one with more RAM and an SSD: that matters more than the brand of chip.',
  });

  const apple = ranked.filter((l) => (l.processorBrand ?? '').toLowerCase() === 'apple');
  if (apple.length > 0) {
    faq.push({
      question: `Is there a MacBook ${phrase}?`,
      answer: `Yes, ${plural(apple.length, 'Apple model')}: ${listOf(
        apple.map((l) => {
          const price = priceWithTime(l, now);
          return price ? `the ${stats.nameOf(l)} at ${price}` : `the ${stats.nameOf(l)}`;
        }),
      )}.`,
    });
  }

  faq.push({
    question: `How much does a good laptop ${phrase} cost?`,
    answer: `${priceSentence(stats)} ${proTip(stats)}`,
  });

  faq.push({
    question: `Do all laptops ${phrase} have an SSD?`,
    answer:
      stats.hdd + stats.emmc === 0
        ? `Yes. ${storageSentence(stats)}`
        : `No. ${storageSentence(stats)} Those are: ${listOf(
            ranked
              .filter((l) => ['HDD', 'EMMC'].includes((l.storageType ?? '').toUpperCase()))
              .map(stats.nameOf),
          )}.`,
  });

  faq.push({
    question: 'How do you rank these laptops?',
    answer:
      `Rated laptops come first, ordered by review count × 0.7 plus rating × 300, so a 4.2 with thousands of reviews beats a 4.5 with a handful. ` +
      `${stats.rated} of the ${stats.count} laptops ${phrase} ${verb(stats.rated, 'is', 'are')} rated; unrated ones follow by review count and then price. ` +
      (stats.pricesAsOf
        ? `Prices are ${stats.pricesAsOf}; the price on amazon.in at the time of purchase applies.`
        : 'Check each price on Amazon before you buy.'),
  });
  return faq;
}
