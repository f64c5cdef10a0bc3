import type { ProcessorComparison, ProcessorSpec } from '@bli/contracts';
import { testLaptop } from '@bli/testing';
import {
  bestValueChip,
  choicesByBrand,
  hasProcessor,
  laptopsByProcessor,
  laptopsWithProcessor,
  leaderOf,
  modelTokens,
  shortChipName,
} from './processor-match';

const chip = (name: string, brand: 'AMD' | 'Intel'): ProcessorSpec => ({
  name,
  brand,
  generation: '',
  cores: 4,
  threads: 8,
  baseFreq: 2,
  boostFreq: 4,
  tdp: 15,
  architecture: '',
});

function comparison(
  processor1: ProcessorSpec,
  processor2: ProcessorSpec,
  useCase: ProcessorComparison['comparison']['useCase'] = [],
): ProcessorComparison {
  return {
    id: 1,
    slug: 'x',
    processor1,
    processor2,
    comparison: {
      performance: { singleCore: [1, 2], multiCore: [2, 1], gaming: [1, 1], productivity: [1, 2] },
      efficiency: { powerConsumption: ['', ''], batteryLife: ['', ''], thermals: ['', ''] },
      useCase,
    },
    budgetRange: { min: 40000, max: 65000 },
    availability: '',
  };
}

describe('modelTokens', () => {
  it('keeps the model number of a processor name', () => {
    expect(modelTokens('AMD Ryzen 5 5500U')).toEqual(['5500u']);
    expect(modelTokens('Intel Core i5-1135G7')).toEqual(['i5', '1135g7']);
    expect(modelTokens('Intel Core Ultra 7 155H')).toEqual(['155h']);
  });

  it('keeps the word before a digits-only model', () => {
    expect(modelTokens('AMD Ryzen 7 260')).toEqual(['7', '260']);
  });
});

describe('hasProcessor', () => {
  it('matches processorModel or specifications.processor, case-insensitively', () => {
    expect(hasProcessor(testLaptop({ processorModel: 'Ryzen 5 5500U' }), 'AMD Ryzen 5 5500U')).toBe(
      true,
    );
    expect(
      hasProcessor(
        testLaptop({ processorModel: null, specifications: { processor: 'intel core I5-1135g7' } }),
        'Intel Core i5-1135G7',
      ),
    ).toBe(true);
    expect(
      hasProcessor(testLaptop({ processorModel: 'Core i5 1135G7' }), 'Intel Core i5-1135G7'),
    ).toBe(true);
  });

  it('compares whole tokens: no partial model numbers', () => {
    const name = 'AMD Ryzen 5 5500U';
    expect(hasProcessor(testLaptop({ processorModel: 'Ryzen 5 5500H' }), name)).toBe(false);
    expect(hasProcessor(testLaptop({ processorModel: 'Core i7-15500U' }), name)).toBe(false);
    expect(hasProcessor(testLaptop({ processorModel: 'Ryzen 5 5600U' }), name)).toBe(false);
    expect(
      hasProcessor(testLaptop({ processorModel: 'Core i5-11350G7' }), 'Intel Core i5-1135G7'),
    ).toBe(false);
  });

  it('does not match a laptop without processor details', () => {
    expect(
      hasProcessor(testLaptop({ processorModel: null, specifications: {} }), 'AMD Ryzen 3 5300U'),
    ).toBe(false);
  });
});

describe('laptopsWithProcessor', () => {
  const matches = [1, 2, 3, 4].map((n) =>
    testLaptop({ slug: `ryzen-${n}`, processorModel: 'Ryzen 3 5300U' }),
  );
  const other = testLaptop({ slug: 'intel', processorModel: 'Core i3-1115G4' });

  it('keeps the first 3 in catalogue order, trimmed to the shown fields', () => {
    const result = laptopsWithProcessor([other, ...matches], 'AMD Ryzen 3 5300U');
    expect(result.map((l) => l.slug)).toEqual(['ryzen-1', 'ryzen-2', 'ryzen-3']);
    expect(Object.keys(result[0]).sort()).toEqual(
      [
        'brand',
        'currentPrice',
        'lastUpdated',
        'originalPrice',
        'processorModel',
        'slug',
        'title',
      ].sort(),
    );
  });

  it('is empty when nothing matches', () => {
    expect(laptopsWithProcessor([other], 'AMD Ryzen 5 5500U')).toEqual([]);
  });

  it('groups the matches of every processor of every comparison', () => {
    const grouped = laptopsByProcessor(
      [comparison(chip('AMD Ryzen 3 5300U', 'AMD'), chip('Intel Core i3-1115G4', 'Intel'))],
      [other, ...matches],
    );
    expect(Object.keys(grouped)).toEqual(['AMD Ryzen 3 5300U', 'Intel Core i3-1115G4']);
    expect(grouped['AMD Ryzen 3 5300U']).toHaveLength(3);
    expect(grouped['Intel Core i3-1115G4'].map((l) => l.slug)).toEqual(['intel']);
  });
});

describe('comparison helpers', () => {
  const amd = chip('AMD Ryzen 5 5500U', 'AMD');
  const intel = chip('Intel Core i5-1135G7', 'Intel');

  it('names the AMD chip the best value, whichever side it is on', () => {
    expect(bestValueChip(comparison(amd, intel))).toBe(amd);
    expect(bestValueChip(comparison(intel, amd))).toBe(amd);
  });

  it('shortens a chip name by its brand', () => {
    expect(shortChipName(amd)).toBe('Ryzen 5 5500U');
    expect(shortChipName(intel)).toBe('Core i5-1135G7');
    expect(shortChipName(chip('Ryzen 7 260', 'AMD'))).toBe('Ryzen 7 260');
  });

  it('finds the leader of a score pair', () => {
    expect(leaderOf([82, 60])).toBe(0);
    expect(leaderOf([70, 81])).toBe(1);
    expect(leaderOf([50, 50])).toBeNull();
  });

  it('lists each use case under the brand recommended for it, once', () => {
    const first = comparison(amd, intel, [
      { title: 'Coding', recommendation: amd.name, reason: '' },
      { title: 'Light gaming', recommendation: intel.name, reason: '' },
    ]);
    const second = comparison(
      chip('AMD Ryzen 3 5300U', 'AMD'),
      chip('Intel Core i3-1115G4', 'Intel'),
      [
        { title: 'coding', recommendation: 'AMD Ryzen 3 5300U', reason: '' },
        { title: 'Basic browsing', recommendation: 'Intel Core i3-1115G4', reason: '' },
        { title: 'Unknown chip', recommendation: 'Apple M4', reason: '' },
      ],
    );
    expect(choicesByBrand([first, second])).toEqual({
      AMD: ['Coding'],
      Intel: ['Light gaming', 'Basic browsing'],
    });
  });
});
