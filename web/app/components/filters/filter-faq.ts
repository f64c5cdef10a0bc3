import type { Laptop } from '@bli/contracts';
import { formatInr, laptopName, formatCount } from '@bli/domain';
import type { FaqItem } from '../faq';
import type { FilterCopy } from './filter-config';
import { type FilterStats, listCounts } from './filter-stats';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The page's FAQ: every answer carries this page's own numbers (no thin content). */
export function filterFaq(
  copy: FilterCopy,
  stats: FilterStats,
  laptops: readonly Laptop[],
): FaqItem[] {
  if (stats.count === 0) {
    return [
      {
        question: `How many ${copy.noun} do you list?`,
        answer: `None right now. We are adding ${copy.noun}; check back soon.`,
      },
    ];
  }
  const items: FaqItem[] = [];

  items.push({
    question: `How many ${copy.noun} do you list?`,
    answer: `${plural(stats.count, 'laptop')} from ${plural(stats.brands.length, 'brand')}: ${listCounts(stats.brands)}. ${
      stats.gaming === 0
        ? 'None of them is a gaming model.'
        : `${plural(stats.gaming, 'of them is a gaming model', 'of them are gaming models')}.`
    }`,
  });

  const { lowest, highest, median, pricesAsOf } = stats;
  items.push({
    question: `What is the cheapest of the ${copy.noun}?`,
    answer:
      lowest && highest && pricesAsOf
        ? `The ${laptopName(lowest)} at ${formatInr(lowest.currentPrice)}. The middle of the list (median) is ${formatInr(median ?? lowest.currentPrice)} and the most expensive is the ${laptopName(highest)} at ${formatInr(highest.currentPrice)}. Prices ${pricesAsOf}; the price on amazon.in at the time of purchase applies.`
        : 'Our prices for these laptops are being refreshed. Use the "Check Price On Amazon" buttons for the current prices.',
  });

  const bands = stats.budgetBands.filter((band) => band.count > 0);
  const busiest = [...bands].sort((a, b) => b.count - a.count)[0];
  if (busiest) {
    items.push({
      question: `Which budget has the most ${copy.noun}?`,
      answer: `${busiest.label}, with ${plural(busiest.count, 'laptop')}. By budget: ${bands
        .map((band) => `${band.label}: ${band.count}`)
        .join('; ')}.`,
    });
  }

  const specific = copy.specificFaq(laptops);
  if (specific) items.push(specific);

  const top = stats.topRated;
  items.push({
    question: `Which of the ${copy.noun} is rated highest?`,
    answer: top
      ? `The ${laptopName(top)}, rated ${top.rating}/5 across ${formatCount(top.reviewCount)} reviews. ${
          stats.rated === stats.count
            ? `All ${plural(stats.count, 'laptop')} on this page have a rating.`
            : `${plural(stats.rated, 'laptop')} of the ${stats.count} on this page ${stats.rated === 1 ? 'has' : 'have'} a rating so far.`
        }`
      : 'None of these laptops has a rating yet.',
  });

  return items;
}
