import type { Laptop } from '@bli/contracts';
import type { FilterPage } from '../../lib/site';
import type { FaqItem } from '../faq';
import { listCounts, processorFamily, sizeLabel, tally } from './filter-stats';

/** Copy of one filter page: words that differ per page plus the facts only this filter has. */
export interface FilterCopy {
  h1: string;
  /** "laptops with AMD processors": used inside sentences. */
  noun: string;
  /** What this specification means for a buyer (general, not about any product). */
  explainer: string;
  /** One sentence of this page's own data for the intro. */
  highlight: (laptops: readonly Laptop[]) => string | null;
  /** A question only this filter page answers, from its own data. */
  specificFaq: (laptops: readonly Laptop[]) => FaqItem | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function processorCopy(brand: 'AMD' | 'Intel'): FilterCopy {
  const families = (laptops: readonly Laptop[]) =>
    tally(laptops.map((l) => processorFamily(l.processorModel)));
  return {
    h1: `Best Laptops with ${brand} Processors in India`,
    noun: `laptops with ${brand} processors`,
    explainer:
      brand === 'AMD'
        ? 'AMD Ryzen chips cover everything from thin-and-light laptops (U and HS series) to gaming machines (H and HX series). Ryzen 5 is the usual sweet spot for everyday work; Ryzen 7 and 9 add cores for heavy multitasking and creative work.'
        : 'Intel chips range from Celeron and Core i3 for basic use, through Core i5 and Core Ultra 5 for everyday work, to Core i7, Core Ultra 7/9 and Core i9 for demanding work and gaming. H and HX chips trade battery life for speed.',
    highlight: (laptops) => {
      const top = families(laptops)[0];
      return top
        ? `The most common chip family here is the ${top[0]} (${plural(top[1], 'laptop')}).`
        : null;
    },
    specificFaq: (laptops) => {
      const list = families(laptops);
      if (list.length === 0) return null;
      const models = tally(laptops.map((l) => l.processorModel)).filter(([, n]) => n > 1);
      return {
        question: `Which ${brand} processors do these laptops use?`,
        answer: `By family: ${listCounts(list, 6)}.${
          models.length > 0
            ? ` The chips that appear in more than one laptop are ${listCounts(models, 5)}.`
            : ' No single chip appears in more than one laptop.'
        }`,
      };
    },
  };
}

function ramUpgradeCounts(laptops: readonly Laptop[]) {
  const text = (l: Laptop) => (l.specifications.ram ?? '').toLowerCase();
  return {
    upgradable: laptops.filter((l) => /upgrad(e)?able|expandable/.test(text(l))).length,
    soldered: laptops.filter((l) => /soldered|onboard|on-board/.test(text(l))).length,
  };
}

export const FILTER_COPY: Record<FilterPage['slug'], FilterCopy> = {
  'amd-processor': processorCopy('AMD'),
  'intel-processor': processorCopy('Intel'),
  '8gb-ram': {
    h1: 'Best 8GB RAM Laptops in India',
    noun: 'laptops with 8 GB RAM',
    explainer:
      '8 GB of RAM is enough for browsing, office apps, online classes and light photo editing. Heavy multitasking, coding tools and creative apps run better with 16 GB, so check whether the RAM can be upgraded later.',
    highlight: (laptops) => {
      const { upgradable } = ramUpgradeCounts(laptops);
      return `${plural(upgradable, 'laptop')} of the ${laptops.length} list upgradable RAM in their specifications.`;
    },
    specificFaq: (laptops) => {
      const { upgradable, soldered } = ramUpgradeCounts(laptops);
      const unknown = laptops.length - upgradable - soldered;
      return {
        question: 'Can I upgrade the RAM on these 8 GB laptops later?',
        answer: `Going by their specification sheets, ${plural(upgradable, 'laptop')} can take more RAM and ${plural(soldered, 'has', 'have')} soldered RAM that cannot be upgraded${
          unknown > 0 ? `; for the other ${unknown} the sheet does not say` : ''
        }. Check the RAM line on each laptop's page before you buy.`,
      };
    },
  },
  '16gb-ram': {
    h1: 'Best Laptops with 16GB RAM or More in India',
    noun: 'laptops with 16 GB RAM or more',
    explainer:
      '16 GB of RAM keeps many browser tabs, coding tools, photo editors and games running side by side without slowing down. This page also includes laptops with more than 16 GB for video editing, virtual machines and large projects.',
    highlight: (laptops) => {
      const more = laptops.filter((l) => (l.ramSize ?? 0) > 16).length;
      return `${plural(more, 'laptop')} here ${more === 1 ? 'has' : 'have'} more than 16 GB.`;
    },
    specificFaq: (laptops) => {
      const sizes = tally(laptops.map((l) => (l.ramSize ? sizeLabel(l.ramSize) : null)));
      const types = tally(laptops.map((l) => l.ramType));
      return {
        question: 'How much RAM, and which type, do these laptops have?',
        answer: `By size: ${listCounts(sizes, 5)}. By memory type: ${listCounts(types, 6)}. DDR5 and LPDDR5/5X are the newer, faster types; LPDDR memory is soldered to the board, so it cannot be upgraded later.`,
      };
    },
  },
  'ssd-storage': {
    h1: 'Best Laptops with SSD Storage in India',
    noun: 'laptops with SSD storage',
    explainer:
      'An SSD starts Windows, opens apps and copies files far faster than a hard disk, and it has no moving parts. 512 GB suits most buyers; 1 TB or more helps with games, photos and video.',
    highlight: (laptops) => {
      const big = laptops.filter((l) => (l.storageSize ?? 0) >= 1024).length;
      return `${plural(big, 'laptop')} here ${big === 1 ? 'has' : 'have'} 1 TB or more.`;
    },
    specificFaq: (laptops) => {
      const sizes = [...tally(laptops.map((l) => (l.storageSize ? String(l.storageSize) : null)))]
        .sort((a, b) => Number(a[0]) - Number(b[0]))
        .map(([size, n]) => [sizeLabel(Number(size)), n] as [string, number]);
      return {
        question: 'How much SSD storage do these laptops have?',
        answer: `By capacity: ${listCounts(sizes, 6)}.`,
      };
    },
  },
  'dedicated-graphics': {
    h1: 'Best Laptops with Dedicated Graphics in India',
    noun: 'laptops with dedicated graphics',
    explainer:
      'A dedicated graphics chip (GPU) has its own memory and handles games, video editing and 3D work that integrated graphics struggle with. It adds weight and uses more battery, so pick one only if your work or play needs it.',
    highlight: (laptops) => {
      const top = tally(laptops.map(gpu))[0];
      return top
        ? `The most common graphics chip here is the ${top[0]} (${plural(top[1], 'laptop')}).`
        : null;
    },
    specificFaq: (laptops) => {
      const gpus = tally(laptops.map(gpu));
      if (gpus.length === 0) return null;
      return {
        question: 'Which graphics cards do these laptops have?',
        answer: `${listCounts(gpus, 8)}.`,
      };
    },
  },
};

function gpu(laptop: Laptop): string | null {
  if (!laptop.graphicsModel) return laptop.specifications.graphics ?? null;
  return laptop.graphicsBrand && !laptop.graphicsModel.startsWith(laptop.graphicsBrand)
    ? `${laptop.graphicsBrand} ${laptop.graphicsModel}`
    : laptop.graphicsModel;
}
