import type { AdminEntry, EntryKind } from '@bli/contracts';
import type { SavedFields } from '../entry-form';

/** Saved fields of each kind as the editor receives them; a test overrides what it is about. */
export function savedGuide(overrides: Partial<SavedFields<'guides'>> = {}): SavedFields<'guides'> {
  return {
    categorySlug: 'processors',
    section: 'processors',
    slug: 'amd-ryzen-5',
    title: 'AMD Ryzen 5 laptops',
    description: 'How to pick one.',
    markdown: '## Why Ryzen 5\n\nSix cores.',
    targetKeywords: ['ryzen 5 laptop', 'best ryzen 5 laptop'],
    searchVolume: '9,900/month',
    difficulty: 'Medium',
    intent: 'Commercial Investigation',
    ...overrides,
  };
}

export function savedUseCase(
  overrides: Partial<SavedFields<'use-cases'>> = {},
): SavedFields<'use-cases'> {
  return {
    slug: 'students',
    title: 'Laptops for students',
    description: 'Light, lasting, affordable.',
    icon: 'GraduationCap',
    color: 'blue',
    targetAudience: ['College students'],
    requirements: ['8 hours of battery'],
    budgetRange: '₹35,000 – ₹60,000',
    criteria: { minPrice: 35_000, maxPrice: 60_000, minRamGb: 8, requiresSsd: true },
    picks: [{ laptopSlug: 'asus-vivobook-15', note: 'The all-rounder.' }],
    markdown: '## What matters',
    ...overrides,
  };
}

const processor = (name: string, brand: 'AMD' | 'Intel') => ({
  name,
  brand,
  generation: '11th Gen',
  cores: 6,
  threads: 12,
  baseFreq: 2.1,
  boostFreq: 4,
  tdp: 15,
  architecture: 'Zen 2',
});

export function savedComparison(
  overrides: Partial<SavedFields<'comparisons'>> = {},
): SavedFields<'comparisons'> {
  return {
    slug: 'ryzen-5-5500u-vs-core-i5-1135g7',
    processor1: processor('Ryzen 5 5500U', 'AMD'),
    processor2: processor('Core i5-1135G7', 'Intel'),
    comparison: {
      performance: {
        singleCore: [78, 85],
        multiCore: [88, 75],
        gaming: [70, 74],
        productivity: [86, 80],
      },
      efficiency: {
        powerConsumption: ['15 W', '28 W'],
        batteryLife: ['8 h', '7 h'],
        thermals: ['Cool', 'Warm'],
      },
      useCase: [{ title: 'Students', recommendation: 'Ryzen 5 5500U', reason: 'More cores.' }],
    },
    budgetRange: { min: 40_000, max: 60_000 },
    availability: 'Both in many budget laptops.',
    ...overrides,
  };
}

export function savedAuthor(
  overrides: Partial<SavedFields<'authors'>> = {},
): SavedFields<'authors'> {
  return {
    slug: 'rohit-sharma',
    name: 'Rohit Sharma',
    role: 'Senior reviewer',
    bio: 'Tests laptops.',
    photoUrl: null,
    expertise: ['Processors', 'Batteries'],
    stats: [{ label: 'Laptops tested', value: '150+' }],
    markdown: null,
    featuredGuidePaths: ['/processors/amd-ryzen-5'],
    ...overrides,
  };
}

/** An entry in the editor with the given fields: a draft at revision 2 unless overridden. */
export function adminEntry(
  kind: EntryKind,
  fields: AdminEntry['fields'],
  overrides: Partial<AdminEntry> = {},
): AdminEntry {
  return {
    id: 3,
    kind,
    path: '/processors/amd-ryzen-5',
    title: 'AMD Ryzen 5 laptops',
    state: 'draft',
    publishAt: null,
    publishedAt: null,
    updatedAt: '2026-11-25T10:00:00.000Z',
    fields,
    html: '<h2>Seeded</h2>',
    revision: 2,
    ...overrides,
  };
}
