import { testLaptop } from '@bli/testing';
import { gpuName, laptopsForTab, priceSpan, tierSummaries } from './gaming-model';
import { gamingTabHref, parseGamingTab } from './gaming-tabs-model';

const NOW = new Date('2026-11-22T06:00:00Z');

const entry5 = testLaptop({
  gamingTier: 'Entry',
  gamingPerformanceRating: 5,
  currentPrice: 47_990,
  brand: 'ASUS',
  graphicsBrand: 'NVIDIA',
  graphicsModel: 'GeForce RTX 2050',
});
const entry6 = testLaptop({
  gamingTier: 'Entry',
  gamingPerformanceRating: 6,
  currentPrice: 59_490,
  brand: 'Lenovo',
  graphicsBrand: 'NVIDIA',
  graphicsModel: 'GeForce RTX 3050',
});
const mid = testLaptop({
  gamingTier: 'Mid-range',
  gamingPerformanceRating: 8,
  currentPrice: 92_990,
  brand: 'Lenovo',
  graphicsBrand: 'NVIDIA',
  graphicsModel: 'GeForce RTX 4060',
});
const high = testLaptop({
  gamingTier: 'High-end',
  gamingPerformanceRating: 10,
  currentPrice: 349_990,
  brand: 'ASUS',
  lastUpdated: '2026-11-20T00:00:00Z',
});
const all = [entry5, entry6, mid, high];

describe('gaming tabs', () => {
  it('reads ?tab= and falls back to All', () => {
    expect(parseGamingTab('entry')).toBe('entry');
    expect(parseGamingTab('high-performance')).toBe('high-performance');
    expect(parseGamingTab('bogus')).toBe('all');
    expect(parseGamingTab(null)).toBe('all');
  });
  it('links the default tab to the bare page', () => {
    expect(gamingTabHref('all')).toBe('/gaming-laptops');
    expect(gamingTabHref('entry')).toBe('/gaming-laptops?tab=entry');
  });
  it('filters Entry by tier and High Performance by rating 6 or more', () => {
    expect(laptopsForTab(all, 'all')).toHaveLength(4);
    expect(laptopsForTab(all, 'entry')).toEqual([entry5, entry6]);
    expect(laptopsForTab(all, 'high-performance')).toEqual([entry6, mid, high]);
  });
});

describe('tierSummaries', () => {
  it('counts each tier and spans its current prices only', () => {
    const [entry, midTier, highTier] = tierSummaries(all, NOW);
    expect(entry.tier).toBe('Entry');
    expect(entry.band).toEqual({ min: 5, max: 6 });
    expect(entry.laptops).toHaveLength(2);
    expect(entry.span).toEqual({ min: 47_990, max: 59_490, asOf: 'as of 08:00 IST' });
    expect(entry.gpus).toEqual(['NVIDIA GeForce RTX 2050', 'NVIDIA GeForce RTX 3050']);
    expect(entry.brands).toEqual(['ASUS', 'Lenovo']);
    expect(midTier.laptops).toEqual([mid]);
    expect(highTier.laptops).toEqual([high]);
    expect(highTier.span).toBeNull();
  });
  it('has no span without current prices', () => {
    expect(priceSpan([high], NOW)).toBeNull();
  });
});

describe('gpuName', () => {
  it('joins brand and model once', () => {
    expect(gpuName(mid)).toBe('NVIDIA GeForce RTX 4060');
    expect(gpuName(testLaptop({ graphicsBrand: 'NVIDIA', graphicsModel: 'NVIDIA RTX 4060' }))).toBe(
      'NVIDIA RTX 4060',
    );
    expect(
      gpuName(testLaptop({ graphicsModel: null, specifications: { graphics: 'Intel UHD' } })),
    ).toBe('Intel UHD');
  });
});
