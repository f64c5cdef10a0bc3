import type { Laptop, UseCase } from '@bli/contracts';
import { SITE_NAME } from '../../lib/site';
import { listOf, plural } from '../landing/copy-text';
import { shortName } from '../landing/range-stats';
import { criteriaList, criteriaShortList, type UseCaseStats } from './use-case-stats';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;
const COMPARE = ' Compare specs, ratings and Amazon prices.';

/** "Best Laptops for Work From Home" → "work from home"; a title of another shape, lower-cased. */
export function useCaseTopic(title: string): string {
  const topic = title.replace(/^best\s+laptops\s+for\s+/i, '').replace(/^best\s+/i, '');
  // Lower-case ordinary words only: acronyms and brand names such as "GST" or "MacBook" stay.
  return topic.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

/**
 * Title and description with this page's own numbers. Prices stay out of the description: it
 * is cached by search engines for longer than a price stays current (24-hour rule).
 */
export function useCaseMeta(
  useCase: Pick<UseCase, 'title' | 'criteria'>,
  stats: UseCaseStats,
  ranked: readonly Laptop[],
): { title: string; description: string } {
  const topic = useCaseTopic(useCase.title);
  const top = ranked[0];
  if (stats.count === 0 || !top) {
    return {
      title: `${useCase.title} in India | ${SITE_NAME}`,
      description: `What a laptop for ${topic} needs: ${listOf(criteriaList(useCase.criteria))}. None we track meets all of these right now; our buying advice explains the trade-offs.`,
    };
  }
  const [budget, ...checks] = criteriaShortList(useCase.criteria);
  const withChecks = checks.length > 0 ? ` with ${listOf(checks)}` : '';
  const description = `${plural(stats.count, 'laptop')} for ${topic} from ${plural(stats.brands, 'brand')}, all ${budget}${withChecks}. Ranked #1: ${shortName(top)}.`;
  return {
    title: `${useCase.title} in India: ${plural(stats.count, 'Model')} Compared | ${SITE_NAME}`,
    description:
      description.length + COMPARE.length <= DESCRIPTION_LENGTH
        ? description + COMPARE
        : description,
  };
}
