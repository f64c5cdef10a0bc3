import type { BlogPost } from '@bli/contracts';
import { blogListHeading, blogPostingJsonLd } from './blog-copy';

const post: BlogPost = {
  id: 9,
  slug: 'best-laptops-for-students-india',
  title: 'Best Laptops for Students in India (2026): Budget Picks by Course',
  excerpt: 'How to choose a college laptop.',
  category: 'buying-guide',
  tags: ['students', 'budget laptops'],
  author: { slug: 'rohit-sharma', name: 'Rohit Sharma' },
  featuredImage: null,
  readTime: 4,
  viewCount: 1,
  publishedAt: '2026-05-26T04:00:00.000Z',
  isFeatured: true,
  content: '<p>x</p>',
  seoTitle: 'Best Laptops for Students in India (2026): By Course',
  seoDescription: 'Choose a student laptop in India by course and budget.',
  laptopSlugs: [],
  updatedAt: '2026-06-02T09:30:00.000Z',
  related: [],
};

describe('blog list copy', () => {
  it('has its own heading per category', () => {
    expect(blogListHeading(null).title).toBe('Laptop Buying Guides, Reviews and Comparisons');
    expect(blogListHeading('cpu-reviews').title).toBe('Laptop Blog: CPU Reviews');
    expect(blogListHeading('comparisons').description).not.toBe(blogListHeading(null).description);
  });
});

describe('blogPostingJsonLd', () => {
  it('names the author with a link to the author page', () => {
    const ld = blogPostingJsonLd(post, 'https://example.in/blog/best-laptops-for-students-india');
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.publishedAt,
      author: {
        '@type': 'Person',
        name: 'Rohit Sharma',
        url: 'https://example.in/author/rohit-sharma',
      },
      keywords: 'students, budget laptops',
    });
    expect(ld).not.toHaveProperty('image');
  });

  it('dates the last change, never before the post went live', () => {
    const url = 'https://example.in/blog/best-laptops-for-students-india';
    expect(blogPostingJsonLd(post, url).dateModified).toBe('2026-06-02T09:30:00.000Z');
    // Scheduled: its last edit came before the schedule published it.
    const scheduled = { ...post, updatedAt: '2026-05-20T10:00:00.000Z' };
    expect(blogPostingJsonLd(scheduled, url).dateModified).toBe(post.publishedAt);
  });
});
