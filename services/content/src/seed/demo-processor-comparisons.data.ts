// Demo editorial content: the two head-to-head processor comparisons on /cpu-comparison.
// Scores are our editorial summary out of 100, scaled from public benchmark results of
// typical laptops (Cinebench single/multi-core, 1080p low-setting games, office and browser
// suites); they compare the two chips in each pair, not chips across pairs.
import type { DemoProcessorComparison } from './demo-content.types.js';

export const demoProcessorComparisons: readonly DemoProcessorComparison[] = [
  {
    slug: 'ryzen-5-5500u-vs-core-i5-1135g7',
    processor1: {
      name: 'AMD Ryzen 5 5500U',
      brand: 'AMD',
      generation: 'Ryzen 5000 U-series (2021), 7 nm, Radeon Vega 7 graphics',
      cores: 6,
      threads: 12,
      baseFreq: 2.1,
      boostFreq: 4.0,
      tdp: 15,
      architecture: 'Zen 2 ("Lucienne")',
    },
    processor2: {
      name: 'Intel Core i5-1135G7',
      brand: 'Intel',
      generation: '11th Gen Core (2020), 10 nm SuperFin, Iris Xe graphics (80 EU)',
      cores: 4,
      threads: 8,
      baseFreq: 2.4,
      boostFreq: 4.2,
      tdp: 28,
      architecture: 'Willow Cove ("Tiger Lake")',
    },
    comparison: {
      performance: {
        singleCore: [70, 81],
        multiCore: [82, 60],
        gaming: [57, 69],
        productivity: [80, 74],
      },
      efficiency: {
        powerConsumption: [
          '15 W default; laptop makers can set 10–25 W',
          '28 W rated, configurable 12–28 W; many thin laptops run it near 15 W, which lowers the 2.4 GHz base clock',
        ],
        batteryLife: [
          'Very good: typically 7–9 hours of light use in a 40–50 Wh budget laptop',
          'Good: typically 6–8 hours of light use; drains faster under sustained load',
        ],
        thermals: [
          'Runs cool and holds its all-core clocks well in thin budget chassis',
          'Runs warm at 28 W; in thin budget chassis it throttles to hold temperatures on long loads',
        ],
      },
      useCase: [
        {
          title: 'Students and office work',
          recommendation: 'AMD Ryzen 5 5500U',
          reason:
            'Six cores keep many browser tabs, Office and video calls responsive, and laptops with it usually last longer on battery for the same price.',
        },
        {
          title: 'Coding, compiling and multitasking',
          recommendation: 'AMD Ryzen 5 5500U',
          reason:
            'Builds, virtual machines and containers scale with cores; the Ryzen finishes multi-threaded jobs roughly a third faster.',
        },
        {
          title: 'Light gaming and casual photo editing',
          recommendation: 'Intel Core i5-1135G7',
          reason:
            'Iris Xe graphics is noticeably faster than Vega 7 in games and GPU-accelerated filters, provided the laptop has dual-channel RAM.',
        },
        {
          title: 'Single-threaded apps and older software',
          recommendation: 'Intel Core i5-1135G7',
          reason:
            'Higher per-core speed helps lightly threaded work such as large Excel recalculations and some accounting software.',
        },
      ],
    },
    budgetRange: { min: 40000, max: 65000 },
    availability:
      'Both chips are older generations: in 2026 you mostly find them in budget laptops clearing remaining stock and in refurbished or renewed units, rarely in new launches. Check the listing date and warranty terms carefully; for a similar price, newer chips such as the Ryzen 5 7530U or Core i5-1334U are worth comparing.',
  },
  {
    slug: 'ryzen-3-5300u-vs-core-i3-1115g4',
    processor1: {
      name: 'AMD Ryzen 3 5300U',
      brand: 'AMD',
      generation: 'Ryzen 5000 U-series (2021), 7 nm, Radeon Vega 6 graphics',
      cores: 4,
      threads: 8,
      baseFreq: 2.6,
      boostFreq: 3.8,
      tdp: 15,
      architecture: 'Zen 2 ("Lucienne")',
    },
    processor2: {
      name: 'Intel Core i3-1115G4',
      brand: 'Intel',
      generation: '11th Gen Core (2020), 10 nm SuperFin, Intel UHD graphics (48 EU)',
      cores: 2,
      threads: 4,
      baseFreq: 3.0,
      boostFreq: 4.1,
      tdp: 28,
      architecture: 'Willow Cove ("Tiger Lake")',
    },
    comparison: {
      performance: {
        singleCore: [68, 76],
        multiCore: [64, 36],
        gaming: [46, 40],
        productivity: [66, 54],
      },
      efficiency: {
        powerConsumption: [
          '15 W default; laptop makers can set 10–25 W',
          '28 W rated, configurable 12–28 W; budget laptops usually run it at 15 W or less',
        ],
        batteryLife: [
          'Good: typically 6–8 hours of light use in a 40 Wh budget laptop',
          'Good: typically 6–8 hours of light use; similar to the Ryzen at idle',
        ],
        thermals: [
          'Runs cool; rarely throttles in everyday use',
          'Runs cool at 15 W; two cores hit their limits quickly under heavy multitasking',
        ],
      },
      useCase: [
        {
          title: 'School and college work',
          recommendation: 'AMD Ryzen 3 5300U',
          reason:
            'Four cores and eight threads handle online classes, a browser full of tabs and Office together far better than two cores.',
        },
        {
          title: 'Multitasking and video calls',
          recommendation: 'AMD Ryzen 3 5300U',
          reason:
            'Multi-core performance is roughly 70–80 percent higher, so Teams or Zoom with background apps stays smooth.',
        },
        {
          title: 'Basic browsing and a single app at a time',
          recommendation: 'Intel Core i3-1115G4',
          reason:
            'Fast single-core boost makes web pages and documents feel snappy for one task at a time, if the laptop is cheaper.',
        },
        {
          title: 'Casual games and video playback',
          recommendation: 'AMD Ryzen 3 5300U',
          reason:
            'Vega 6 graphics is a little faster than the i3’s UHD graphics; both decode YouTube and streaming video comfortably.',
        },
      ],
    },
    budgetRange: { min: 25000, max: 45000 },
    availability:
      'Both are older generations. In 2026 they appear mainly in entry-level laptops from Acer, Infinix, HP, Lenovo and Dell clearing stock, and in refurbished or renewed units. They are still fine for study and office work if the laptop has an SSD and 8 GB RAM; avoid units that pair them with a hard disk or 4 GB RAM.',
  },
];
