import type { UseCase } from '@bli/contracts';
import {
  filterUseCases,
  firstOf,
  normaliseText,
  resultSummary,
  searchWords,
  toSummary,
} from './use-case-search';

function useCase(overrides: Partial<UseCase>): UseCase {
  return {
    id: 1,
    slug: 'x',
    title: 'Best Laptops for X',
    description: '',
    icon: 'Laptop',
    targetAudience: [],
    requirements: [],
    budgetRange: '₹30,000 – ₹60,000',
    path: '/laptops/x',
    color: 'blue',
    criteria: { minPrice: 30000, maxPrice: 60000 },
    guidance: '',
    picks: [],
    ...overrides,
  };
}

const students = useCase({
  slug: 'students',
  title: 'Best Laptops for Students',
  description: 'Dependable, portable laptops for online classes.',
  targetAudience: ['College students', 'Engineering students'],
  requirements: ['8 GB RAM or more', 'SSD storage'],
});
const travel = useCase({
  slug: 'travel',
  title: 'Best Laptops for Travel',
  description: 'Light laptops with long battery life.',
  targetAudience: ['Frequent flyers', 'Sales teams'],
  requirements: ['1.4 kg or lighter'],
});
const coding = useCase({
  slug: 'coding',
  title: 'Best Laptops for Coding',
  description: 'Fast builds.',
  targetAudience: ['Software developers', 'Computer-science students'],
  requirements: ['16 GB RAM', 'Work-from-home friendly keyboard'],
});
const all = [students, travel, coding];

describe('filterUseCases', () => {
  it('keeps every use case, in order, for an empty or blank search', () => {
    expect(filterUseCases(all, '')).toEqual(all);
    expect(filterUseCases(all, '   ')).toEqual(all);
  });

  it('matches the title, description, audience and requirements, ignoring case', () => {
    expect(filterUseCases(all, 'TRAVEL')).toEqual([travel]);
    expect(filterUseCases(all, 'online classes')).toEqual([students]);
    expect(filterUseCases(all, 'flyers')).toEqual([travel]);
    expect(filterUseCases(all, '1.4 kg')).toEqual([travel]);
  });

  it('needs every word, each anywhere (also inside a longer word)', () => {
    expect(filterUseCases(all, 'students')).toEqual([students, coding]);
    expect(filterUseCases(all, 'students ram 16')).toEqual([coding]);
    expect(filterUseCases(all, 'develop')).toEqual([coding]);
  });

  it('folds punctuation so hyphenated and spaced words find each other', () => {
    expect(filterUseCases(all, 'work from home')).toEqual([coding]);
    expect(filterUseCases(all, 'computer science')).toEqual([coding]);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterUseCases(all, 'submarine')).toEqual([]);
  });
});

describe('search helpers', () => {
  it('normalises text and splits a search into words', () => {
    expect(normaliseText('  Café, Work-From-Home! ')).toBe('cafe work from home');
    expect(searchWords(' Coding  laptops ')).toEqual(['coding', 'laptops']);
    expect(searchWords('--')).toEqual([]);
  });

  it('shows at most the limit and counts the rest', () => {
    expect(firstOf(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(firstOf(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });

  it('summarises the result for screen readers', () => {
    expect(resultSummary(10, 10, '')).toBe('Showing all 10 use cases');
    expect(resultSummary(2, 10, ' travel ')).toBe('Showing 2 of 10 use cases for “travel”');
    expect(resultSummary(0, 10, 'x')).toBe('No use cases match “x”');
  });
});

describe('toSummary', () => {
  it('drops the guidance HTML and criteria, keeping what the card shows', () => {
    const summary = toSummary({ ...students, guidance: '<p>long</p>' });
    expect(summary).not.toHaveProperty('guidance');
    expect(summary).not.toHaveProperty('criteria');
    expect(summary).toMatchObject({ title: students.title, path: students.path });
  });
});
