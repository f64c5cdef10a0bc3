import type { Author, BlogPost, BlogPostSummary, UseCase } from '@bli/contracts';
import { TEST_NOW as NOW, testLaptop, testListFacts } from '@bli/testing';
import { authorMeta, blogMeta, blogPostMeta, useCaseMeta, useCaseTopic } from './content-pages';

const useCase: UseCase = {
  id: 1,
  slug: 'work-from-home',
  title: 'Best Laptops for Work From Home',
  description: 'd',
  icon: 'home',
  targetAudience: [],
  requirements: ['Good webcam', 'Comfortable keyboard', 'All-day battery'],
  budgetRange: '₹35,000 – ₹90,000',
  path: '/laptops/work-from-home',
  color: 'blue',
  criteria: { minPrice: 35_000, maxPrice: 90_000, minRamGb: 8, requiresSsd: true },
  guidance: '<p>g</p>',
  picks: [],
};

const summary = (overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  id: 1,
  slug: 'post',
  title: 'Post',
  excerpt: 'Excerpt.',
  category: 'buying-guide',
  tags: [],
  author: { slug: 'rohit-sharma', name: 'Rohit Sharma' },
  featuredImage: null,
  readTime: 5,
  viewCount: 0,
  publishedAt: '2026-11-01T00:00:00Z',
  isFeatured: false,
  ...overrides,
});

describe('useCaseMeta', () => {
  it('lower-cases the topic but keeps acronyms and brand names', () => {
    expect(useCaseTopic('Best Laptops for Work From Home')).toBe('work from home');
    expect(useCaseTopic('Best Laptops for GST Accounting on MacBook')).toBe(
      'GST accounting on MacBook',
    );
  });

  it('counts the matching laptops and names the top one', () => {
    const meta = useCaseMeta(
      useCase,
      testListFacts({ count: 2, brands: 2 }),
      testLaptop({ brand: 'Dell', model: 'Inspiron 14' }),
      NOW,
    );
    expect(meta.title).toBe(
      'Best Laptops for Work From Home in India (2026): 2 Models Compared | Best Laptops India',
    );
    expect(meta.description).toBe(
      '2 laptops for work from home from 2 brands, all ₹35,000–₹90,000 with 8 GB+ RAM and SSD, ' +
        'from ₹50,000 (prices as of 22 Nov 2026). Ranked #1: Dell Inspiron 14. ' +
        'Compare specs, ratings and Amazon prices.',
    );
  });

  it('explains what is needed when no laptop matches', () => {
    const meta = useCaseMeta(
      useCase,
      testListFacts({ count: 0, brands: 0, from: null }),
      undefined,
      NOW,
    );
    expect(meta.description).toMatch(
      /^What a laptop for work from home needs: ₹35,000–₹90,000, 8 GB\+ RAM and SSD\. None we track/,
    );
  });
});

describe('blog metadata', () => {
  it('counts the list, per category too', () => {
    expect(blogMeta([summary(), summary()]).description).toMatch(
      /^2 articles for Indian laptop buyers/,
    );
    const cpu = blogMeta([summary({ category: 'cpu-reviews' })], 'cpu-reviews');
    expect(cpu.title).toBe('CPU Reviews | Laptop Blog | Best Laptops India');
    expect(cpu.description).toMatch(/^1 article of laptop processor reviews/);
  });

  it("uses a post's SEO fields, else its title and excerpt", () => {
    const post = {
      ...summary(),
      content: '',
      laptopSlugs: [],
      updatedAt: NOW.toISOString(),
      related: [],
      seoTitle: null,
      seoDescription: null,
    };
    expect(blogPostMeta(post as BlogPost)).toMatchObject({
      title: 'Post | Best Laptops India',
      description: 'Excerpt.',
    });
    expect(
      blogPostMeta({
        ...post,
        seoTitle: 'SEO title',
        seoDescription: 'SEO description',
      } as BlogPost),
    ).toMatchObject({ title: 'SEO title | Best Laptops India', description: 'SEO description' });
  });
});

describe('authorMeta', () => {
  it('summarises the bio and counts the articles', () => {
    const author = {
      name: 'Rohit Sharma',
      role: 'Senior Laptop Reviewer',
      bio: 'Rohit has tested laptops since 2012. He lives in Pune.',
    } as Author;
    expect(authorMeta(author, 12)).toMatchObject({
      title: 'Rohit Sharma, Senior Laptop Reviewer: How We Test Laptops | Best Laptops India',
      description:
        'Rohit has tested laptops since 2012. 12 articles on Best Laptops India, and how every guide is tested and assessed.',
    });
  });
});
