import type { BlogCategory, BlogPost } from '@bli/contracts';
import { SITE_NAME } from '../../lib/site';
import { categoryBadge, categoryLabel } from './blog-categories';

const CATEGORY_DESCRIPTIONS: Record<BlogCategory, string> = {
  'buying-guide':
    'Laptop buying guides for India by budget and use: students, gaming, business, programming and content creation, with the specs that matter at each price.',
  'cpu-reviews':
    'Laptop processor reviews and explainers: Intel Core Ultra, AMD Ryzen and Apple silicon, and what each chip means for speed, battery and heat.',
  comparisons:
    'Head-to-head laptop comparisons: Ryzen vs Intel, 8 GB vs 16 GB RAM, SSD vs HDD and more, with a clear recommendation for Indian buyers.',
  'india-specific':
    'Laptop advice for buying and owning a laptop in India: sale calendars, bank offers, GST, warranty and service centres, heat, dust and power cuts.',
};

const ALL_DESCRIPTION =
  'Laptop buying guides, processor reviews and comparisons written for Indian buyers: what to prioritise at every budget, when to buy and what to avoid.';

export interface PageMeta {
  title: string;
  description: string;
}

/** The blog list's h1 and intro, per category. */
export function blogListHeading(category: BlogCategory | null): PageMeta {
  if (!category) {
    return { title: 'Laptop Buying Guides, Reviews and Comparisons', description: ALL_DESCRIPTION };
  }
  return {
    title: `Laptop Blog: ${categoryLabel(category)}`,
    description: CATEGORY_DESCRIPTIONS[category],
  };
}

/**
 * schema.org BlogPosting for a post; the author is a Person with our author page as url. It was
 * modified when it last changed, and never before it was published (a scheduled post goes live
 * after its last edit).
 */
export function blogPostingJsonLd(post: BlogPost, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const modified =
    Date.parse(post.updatedAt) > Date.parse(post.publishedAt) ? post.updatedAt : post.publishedAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription?.trim() || post.excerpt,
    datePublished: post.publishedAt,
    dateModified: modified,
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    ...(post.featuredImage ? { image: post.featuredImage } : {}),
    articleSection: categoryBadge(post.category),
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readTime}M`,
    inLanguage: 'en-IN',
    author: {
      '@type': 'Person',
      name: post.author.name,
      url: `${origin}/author/${post.author.slug}`,
    },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
  };
}
