import type { Laptop } from '@bli/contracts';
import { hasRating, verdictFor, type Verdict } from '@bli/domain';
import { laptopName, processorText, ramText } from './laptop-facts';

export interface OurReview {
  paragraphs: string[];
  verdict: Verdict;
  /** Why this verdict, in the spec's thresholds (4.5 and 4). */
  verdictReason: string;
}

const list = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;

/**
 * "Our Review" (docs/product-rules.md §2): text built from the laptop's own data — title, processor and RAM,
 * then its rating, listed pros and cons and gaming rating — and the verdict from verdictFor.
 * Nothing is claimed that the data does not say.
 */
export function ourReview(laptop: Laptop): OurReview {
  const processor = processorText(laptop);
  const ram = ramText(laptop);
  const paragraphs: string[] = [];
  const name = laptopName(laptop);

  const hardware = [processor && `the ${processor} processor`, ram && `${ram} of memory`].filter(
    (part): part is string => Boolean(part),
  );
  paragraphs.push(
    hardware.length > 0
      ? `The ${name} is built around ${list(hardware)}.`
      : `The ${name} is listed without a detailed processor and memory specification yet.`,
  );

  if (laptop.pros.length > 0 || laptop.cons.length > 0) {
    const sentences: string[] = [];
    if (laptop.pros.length > 0) {
      sentences.push(`Its strengths: ${list(laptop.pros.slice(0, 3).map(lowerFirst))}.`);
    }
    if (laptop.cons.length > 0) {
      sentences.push(`Keep in mind: ${list(laptop.cons.slice(0, 3).map(lowerFirst))}.`);
    }
    paragraphs.push(sentences.join(' '));
  }

  if (laptop.isGamingLaptop && laptop.gamingPerformanceRating !== null) {
    paragraphs.push(
      `We rate its gaming performance ${laptop.gamingPerformanceRating}/10${
        laptop.gamingTier ? `, which places it in our ${laptop.gamingTier} gaming tier` : ''
      }.`,
    );
  }

  const rated = hasRating(laptop.rating);
  paragraphs.push(
    rated
      ? `It is rated ${laptop.rating}/5 across ${laptop.reviewCount.toLocaleString('en-IN')} reviews.`
      : 'It has no rating yet, so check recent buyer reviews before you decide.',
  );

  const verdict = verdictFor(laptop.rating);
  const verdictReason = !rated
    ? 'Without a rating yet, we suggest comparing it carefully with the similar laptops below.'
    : verdict === 'Highly Recommended'
      ? `A rating of ${laptop.rating}/5 is 4.5 or higher: one of the best-rated laptops we list.`
      : verdict === 'Recommended'
        ? `A rating of ${laptop.rating}/5 is 4 or higher: a solid choice for its specification.`
        : `A rating of ${laptop.rating}/5 is below 4: weigh the cons and compare it with the alternatives below.`;

  return { paragraphs, verdict, verdictReason };
}
