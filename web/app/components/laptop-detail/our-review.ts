import type { Laptop, LaptopDetail } from '@bli/contracts';
import {
  hasRating,
  verdictFor,
  type Verdict,
  laptopName,
  processorText,
  ramText,
  reviewParagraphs,
  formatCount,
} from '@bli/domain';

export interface OurReview {
  paragraphs: string[];
  /** The verdict an editor wrote: shown instead of the computed one. */
  editorVerdict: string | null;
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
 * "Our Review" (docs/product-rules.md §2): our editors' review when the laptop has one;
 * otherwise text built from the laptop's own data — title, processor and RAM, then its rating,
 * listed pros and cons and gaming rating — claiming nothing the data does not say. The verdict
 * is the editor's when written, else the one verdictFor computes from the rating.
 */
export function ourReview(
  laptop: Laptop & Partial<Pick<LaptopDetail, 'review' | 'verdict'>>,
): OurReview {
  const editorVerdict = laptop.verdict?.trim() || null;
  const written = reviewParagraphs(laptop.review);
  const computed = computedVerdict(laptop);
  if (written.length > 0) return { paragraphs: written, editorVerdict, ...computed };
  return { paragraphs: generatedParagraphs(laptop), editorVerdict, ...computed };
}

function generatedParagraphs(laptop: Laptop): string[] {
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

  paragraphs.push(
    hasRating(laptop.rating)
      ? `It is rated ${laptop.rating}/5 across ${formatCount(laptop.reviewCount)} reviews.`
      : 'It has no rating yet, so check recent buyer reviews before you decide.',
  );
  return paragraphs;
}

function computedVerdict(laptop: Laptop): Pick<OurReview, 'verdict' | 'verdictReason'> {
  const rated = hasRating(laptop.rating);
  const verdict = verdictFor(laptop.rating);
  const verdictReason = !rated
    ? 'Without a rating yet, we suggest comparing it carefully with the similar laptops below.'
    : verdict === 'Highly Recommended'
      ? `A rating of ${laptop.rating}/5 is 4.5 or higher: one of the best-rated laptops we list.`
      : verdict === 'Recommended'
        ? `A rating of ${laptop.rating}/5 is 4 or higher: a solid choice for its specification.`
        : `A rating of ${laptop.rating}/5 is below 4: weigh the cons and compare it with the alternatives below.`;

  return { verdict, verdictReason };
}
