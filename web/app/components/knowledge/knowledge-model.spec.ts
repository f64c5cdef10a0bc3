import type { KnowledgeCategory, KnowledgeGuideSummary } from '@bli/contracts';
import {
  hubStats,
  otherGuidesInCategory,
  searchVolumeLabel,
  sectionFromPath,
} from './knowledge-model';

const guide = (path: string): KnowledgeGuideSummary => ({
  id: 1,
  title: `Guide ${path}`,
  description: `About ${path}`,
  path,
  targetKeywords: ['a', 'b', 'c', 'd'],
  searchVolume: '1,000/month',
  difficulty: 'Low',
  intent: 'Informational',
});

const category = (slug: string, paths: string[]): KnowledgeCategory => ({
  id: 1,
  slug,
  title: slug,
  description: '',
  icon: 'Cpu',
  color: 'blue',
  guides: paths.map(guide),
});

const hub = [
  category('processors', [
    '/processors/amd-ryzen-5',
    '/processors/intel-core-i5',
    '/cpu-comparison',
  ]),
  category('display', ['/display/panel-types']),
];

describe('hubStats', () => {
  it('counts guides and categories from the data, with the fixed figures', () => {
    expect(hubStats(hub)).toEqual([
      { value: '4', label: 'In-depth guides' },
      { value: '95K+', label: 'Monthly searches covered' },
      { value: '2', label: 'Categories' },
      { value: 'Expert', label: 'Written and checked by our reviewers' },
    ]);
  });

  it('handles an empty hub', () => {
    expect(hubStats([]).map((s) => s.value)).toEqual(['0', '95K+', '0', 'Expert']);
  });
});

describe('sectionFromPath', () => {
  it('is the first path segment', () => {
    expect(sectionFromPath('/processors/amd-ryzen-5')).toBe('processors');
    expect(sectionFromPath('/use-cases/programming/')).toBe('use-cases');
    expect(sectionFromPath('/')).toBe('');
  });
});

describe('otherGuidesInCategory', () => {
  it('lists the rest of the category in hub order', () => {
    expect(
      otherGuidesInCategory(hub, 'processors', '/processors/amd-ryzen-5').map((g) => g.path),
    ).toEqual(['/processors/intel-core-i5', '/cpu-comparison']);
  });

  it('is empty for a category alone or unknown', () => {
    expect(otherGuidesInCategory(hub, 'display', '/display/panel-types')).toEqual([]);
    expect(otherGuidesInCategory(hub, 'nope', '/x')).toEqual([]);
  });
});

describe('searchVolumeLabel', () => {
  it('spells out a monthly search volume', () => {
    expect(searchVolumeLabel('8,100/month')).toBe('8,100 searches/month');
    expect(searchVolumeLabel('1.2K / month')).toBe('1.2K searches/month');
    expect(searchVolumeLabel('about 500 a week')).toBe('about 500 a week');
  });
});
