import type { BlogPostSummary } from '@bli/contracts';
import {
  BLOG_FILTERS,
  categoryBadge,
  categoryHref,
  categoryLabel,
  FEATURED_LIMIT,
  parseCategory,
  readTimeLabel,
  selectFeatured,
} from './blog-categories';

function post(id: number, isFeatured: boolean): BlogPostSummary {
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: 'x',
    category: 'buying-guide',
    tags: [],
    author: { slug: 'rohit-sharma', name: 'Rohit Sharma' },
    featuredImage: null,
    readTime: 4,
    viewCount: 0,
    publishedAt: '2026-05-26T04:00:00.000Z',
    isFeatured,
  };
}

describe('blog filters', () => {
  it('lists All then the four categories in the spec order, as links', () => {
    expect(BLOG_FILTERS.map((f) => [f.label, f.href])).toEqual([
      ['All', '/blog'],
      ['Buying Guides', '/blog?category=buying-guide'],
      ['CPU Reviews', '/blog?category=cpu-reviews'],
      ['Comparisons', '/blog?category=comparisons'],
      ['India Specific', '/blog?category=india-specific'],
    ]);
  });

  it('labels categories for headings and badges', () => {
    expect(categoryLabel('cpu-reviews')).toBe('CPU Reviews');
    expect(categoryBadge('cpu-reviews')).toBe('CPU Review');
    expect(categoryBadge('india-specific')).toBe('India Specific');
    expect(categoryHref(null)).toBe('/blog');
  });
});

describe('parseCategory', () => {
  it('treats missing, empty and "all" as all posts', () => {
    for (const raw of [null, undefined, '', '  ', 'all', 'ALL']) {
      expect(parseCategory(raw)).toEqual({ category: null, unknown: null });
    }
  });

  it('accepts a known category in any case', () => {
    expect(parseCategory('cpu-reviews')).toEqual({ category: 'cpu-reviews', unknown: null });
    expect(parseCategory(' Comparisons ')).toEqual({ category: 'comparisons', unknown: null });
  });

  it('reports an unknown value and falls back to all posts', () => {
    expect(parseCategory('nonsense')).toEqual({ category: null, unknown: 'nonsense' });
  });
});

describe('selectFeatured', () => {
  it('keeps the first 3 featured posts in order', () => {
    const posts = [post(1, true), post(2, false), post(3, true), post(4, true), post(5, true)];
    expect(selectFeatured(posts).map((p) => p.id)).toEqual([1, 3, 4]);
    expect(FEATURED_LIMIT).toBe(3);
  });

  it('returns fewer when fewer are featured', () => {
    expect(selectFeatured([post(1, false), post(2, true)]).map((p) => p.id)).toEqual([2]);
    expect(selectFeatured([])).toEqual([]);
  });
});

it('formats read time', () => {
  expect(readTimeLabel(4)).toBe('4 min read');
});
