import type { ProcessorComparison, ProcessorSpec } from '@bli/contracts';
import {
  bestValueChip,
  choicesByBrand,
  leaderOf,
  processorNames,
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

describe('processorNames', () => {
  it('names every processor of every comparison once, in order', () => {
    expect(
      processorNames([
        comparison(chip('AMD Ryzen 5 5500U', 'AMD'), chip('Intel Core i5-1135G7', 'Intel')),
        comparison(chip('AMD Ryzen 3 5300U', 'AMD'), chip('Intel Core i5-1135G7', 'Intel')),
      ]),
    ).toEqual(['AMD Ryzen 5 5500U', 'Intel Core i5-1135G7', 'AMD Ryzen 3 5300U']);
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
