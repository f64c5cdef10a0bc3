import type {
  Author,
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  KnowledgeCategory,
  KnowledgeGuide,
  Laptop,
  ListFacts,
  PageMeta,
  ProcessorComparison,
  UseCase,
} from '@bli/contracts';
import { formatInr, shortName } from '@bli/domain';
import { priceFromText } from './laptop-facts';
import { pageMeta } from './meta-tags';
import { listOf, plural, SITE_NAME, summarise, withSiteName, yearOf } from './text';

/** Metadata of the editorial pages, from live content (and laptops where a page lists them). */

/** "Best Laptops for Work From Home" → "work from home"; acronyms and brand names stay. */
export function useCaseTopic(title: string): string {
  const topic = title.replace(/^best\s+laptops\s+for\s+/i, '').replace(/^best\s+/i, '');
  return topic.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

/** The use case's criteria in a few words: "₹40,000–₹1,50,000", "8 GB+ RAM", "1.4 kg or less", … */
export function criteriaShortList(criteria: UseCase['criteria']): string[] {
  const items = [`${formatInr(criteria.minPrice)}–${formatInr(criteria.maxPrice)}`];
  if (criteria.minRamGb !== undefined) items.push(`${criteria.minRamGb} GB+ RAM`);
  if (criteria.requiresSsd) items.push('SSD');
  if (criteria.requiresDedicatedGraphics) items.push('dedicated graphics');
  if (criteria.maxWeightKg !== undefined) items.push(`${criteria.maxWeightKg} kg or less`);
  if (criteria.minBatteryHours !== undefined) {
    items.push(`${criteria.minBatteryHours}+ hours battery`);
  }
  return items;
}

/**
 * A use-case list `/laptops/{use case}`: `facts` of the laptops meeting its criteria, `top` the
 * first of them in rank order.
 */
export function useCaseMeta(
  useCase: UseCase,
  facts: ListFacts,
  top: Laptop | undefined,
  now: Date,
): PageMeta {
  const topic = useCaseTopic(useCase.title);
  const [budget, ...checks] = criteriaShortList(useCase.criteria);
  if (facts.count === 0) {
    return pageMeta(
      withSiteName(`${useCase.title} in India (${yearOf(now)})`),
      `What a laptop for ${topic} needs: ${listOf([budget, ...checks])}. ` +
        `None we track meets all of these right now; our buying advice explains the trade-offs.`,
    );
  }
  const from = priceFromText(facts);
  return pageMeta(
    withSiteName(
      `${useCase.title} in India (${yearOf(now)}): ${plural(facts.count, 'Model')} Compared`,
    ),
    `${plural(facts.count, 'laptop')} for ${topic} from ${plural(facts.brands, 'brand')}, ` +
      `all ${budget}${checks.length > 0 ? ` with ${listOf(checks)}` : ''}${from ? `, ${from}` : ''}.` +
      `${top ? ` Ranked #1: ${shortName(top)}.` : ''} Compare specs, ratings and Amazon prices.`,
  );
}

export function useCasesHubMeta(useCases: readonly UseCase[]): PageMeta {
  // Topics that read well in a list ("typing and writing" would blur it), the first five.
  const topics = useCases.map((u) => useCaseTopic(u.title)).filter((t) => !/\sand\s/.test(t));
  const named = topics.slice(0, 5);
  return pageMeta(
    withSiteName(`Best Laptops by Use Case: ${plural(useCases.length, 'Guide')}`),
    `Find the right laptop for how you work: ${named.join(', ')}${useCases.length > named.length ? ' and more' : ''}, ` +
      `each with a budget in rupees and the specifications that matter.`,
  );
}

export function cpuComparisonMeta(
  comparisons: readonly ProcessorComparison[],
  now: Date,
): PageMeta {
  const pairs = comparisons.map((c) => `${c.processor1.name} vs ${c.processor2.name}`);
  return pageMeta(
    withSiteName(`AMD Ryzen vs Intel Core: Laptop Processors Compared (${yearOf(now)})`),
    `${pairs.length > 0 ? `${listOf(pairs)} compared` : 'AMD Ryzen and Intel Core laptop chips compared'}: ` +
      `cores, clocks, TDP, performance scores, battery life, value in rupees and which to choose for your work.`,
  );
}

export function knowledgeHubMeta(categories: readonly KnowledgeCategory[]): PageMeta {
  const guides = categories.reduce((sum, c) => sum + c.guides.length, 0);
  return pageMeta(
    withSiteName(`Laptop Knowledge Hub: ${plural(guides, 'Guide')} for Buyers in India`),
    `${plural(guides, 'in-depth laptop guide')} in ${plural(categories.length, 'topic')}: ` +
      `${listOf(categories.map((c) => c.title.toLowerCase()))}. Written for buyers in India.`,
  );
}

export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  'buying-guide': 'Buying Guides',
  'cpu-reviews': 'CPU Reviews',
  comparisons: 'Comparisons',
  'india-specific': 'India Specific',
};

const BLOG_CATEGORY_TOPICS: Record<BlogCategory, string> = {
  'buying-guide': 'laptop buying guides for India by budget and use',
  'cpu-reviews': 'laptop processor reviews and explainers',
  comparisons: 'head-to-head laptop comparisons',
  'india-specific': 'advice on buying and owning a laptop in India',
};

/** The blog list, or one category of it (`posts` is what the page lists). */
export function blogMeta(posts: readonly BlogPostSummary[], category?: BlogCategory): PageMeta {
  if (category) {
    return pageMeta(
      withSiteName(`${BLOG_CATEGORY_LABELS[category]} | Laptop Blog`),
      `${plural(posts.length, 'article')} of ${BLOG_CATEGORY_TOPICS[category]}, written for Indian buyers by ${SITE_NAME}.`,
    );
  }
  return pageMeta(
    withSiteName('Laptop Blog: Buying Guides, CPU Reviews and Comparisons'),
    `${plural(posts.length, 'article')} for Indian laptop buyers: ${listOf(
      Object.values(BLOG_CATEGORY_TOPICS),
    )}.`,
  );
}

/** A post: its SEO fields, else its title and excerpt. */
export function blogPostMeta(post: BlogPost): PageMeta {
  return pageMeta(
    withSiteName(post.seoTitle?.trim() || post.title),
    post.seoDescription?.trim() || summarise(post.excerpt, 200),
  );
}

export function authorMeta(author: Author, articles: number): PageMeta {
  return pageMeta(
    withSiteName(`${author.name}, ${author.role}: How We Test Laptops`),
    `${summarise(author.bio, 160)} ${plural(articles, 'article')} on ${SITE_NAME}, and how every guide is tested and assessed.`,
  );
}

export function guideMeta(guide: KnowledgeGuide): PageMeta {
  return pageMeta(withSiteName(guide.title), guide.description);
}
