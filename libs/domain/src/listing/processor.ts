import type { ListingSpecs, ProcessorBrand } from './listing-types';

type ProcessorFacts = Pick<
  ListingSpecs,
  'processorBrand' | 'processorModel' | 'processorCores' | 'processorBoostGhz'
>;

interface ProcessorRule {
  brand: ProcessorBrand;
  pattern: RegExp;
  model: (match: RegExpExecArray) => string;
}

const upper = (s: string | undefined) => (s ?? '').toUpperCase();

/** Most specific first: "Core Ultra 7 155H" before "Core 7 150U", "Ryzen AI 9" before "Ryzen 9". */
const PROCESSOR_RULES: readonly ProcessorRule[] = [
  {
    brand: 'Intel',
    pattern: /\bCore\s*Ultra\s*([3579])\s*-?\s*(\d{3}[A-Z]{0,2})\b/i,
    model: (m) => `Core Ultra ${m[1]} ${upper(m[2])}`,
  },
  {
    // "Core i5-1334U", "i7-13620H", "Core i3 N305"
    brand: 'Intel',
    pattern: /\b(?:Core\s*)?i([3579])\s*-?\s*(N\d{3}|\d{4,5}[A-Z]{0,2}\d?)\b/i,
    model: (m) => `Core i${m[1]}-${upper(m[2])}`,
  },
  {
    // Flipkart-style order: "Core i5 13th Gen 1335U", "Core i5 11th Gen 1155G7"
    brand: 'Intel',
    pattern:
      /\bCore\s*i([3579])\s*\(?\d{1,2}(?:st|nd|rd|th)\s*Gen\.?\)?\s*-?\s*(\d{4,5}[A-Z]{0,2}\d?)\b/i,
    model: (m) => `Core i${m[1]}-${upper(m[2])}`,
  },
  {
    brand: 'Intel',
    pattern: /\bCore\s*([357])\s*(\d{3}[A-Z]{1,2})\b/i,
    model: (m) => `Core ${m[1]} ${upper(m[2])}`,
  },
  {
    brand: 'Intel',
    pattern: /\b(Celeron|Pentium(?:\s*(?:Silver|Gold))?)\s*(N?\d{4}[A-Z]?)\b/i,
    model: (m) => `${m[1].replace(/\s+/g, ' ')} ${upper(m[2])}`,
  },
  {
    brand: 'Intel',
    pattern: /\bIntel\s*(?:Processor\s*)?(N[12]\d{2})\b/i,
    model: (m) => upper(m[1]),
  },
  {
    brand: 'AMD',
    pattern: /\bRyzen\s*AI\s*([3579])\s*(?:(HX|PRO)\s*)?(\d{3})\b/i,
    model: (m) => `Ryzen AI ${m[1]} ${m[2] ? `${upper(m[2])} ` : ''}${m[3]}`,
  },
  {
    brand: 'AMD',
    pattern: /\bRyzen\s*([3579])\s*(?:(PRO)\s*)?(\d{3,4}[A-Z]{0,2})\b/i,
    model: (m) => `Ryzen ${m[1]} ${m[2] ? 'PRO ' : ''}${upper(m[3])}`,
  },
  {
    brand: 'AMD',
    pattern: /\bAthlon\s*(Silver|Gold)?\s*(\d{4}[A-Z]{0,2})\b/i,
    model: (m) => `Athlon ${m[1] ? `${m[1]} ` : ''}${upper(m[2])}`,
  },
  {
    brand: 'Apple',
    pattern:
      /\b(?:Apple\s*)?M([1-5])(?:\s*(Pro|Max|Ultra))?\s*chip\b|\bApple\s*M([1-5])(?:\s*(Pro|Max|Ultra))?\b/i,
    model: (m) => {
      const tier = m[2] ?? m[4];
      return `Apple M${m[1] ?? m[3]}${tier ? ` ${tier[0].toUpperCase()}${tier.slice(1).toLowerCase()}` : ''}`;
    },
  },
  {
    brand: 'Qualcomm',
    pattern: /\bSnapdragon\s*X\s*(Elite|Plus)?\s*(?:\(?\s*(X1[EP]?-\d{2}-\d{3})\s*\)?)?/i,
    model: (m) =>
      [
        'Snapdragon X',
        m[1] ? `${m[1][0].toUpperCase()}${m[1].slice(1).toLowerCase()}` : '',
        upper(m[2]),
      ]
        .filter(Boolean)
        .join(' '),
  },
  {
    brand: 'MediaTek',
    pattern: /\b(Kompanio\s*\d{3,4}|Helio\s*[A-Z]\d{2,3}|Dimensity\s*\d{3,4}|MT\d{4})\b/i,
    model: (m) => m[1].replace(/\s+/g, ' '),
  },
];

/** "Intel" in a technical-details "Processor Brand" value; null when it names none. */
export function processorBrandOf(text: string): ProcessorBrand | null {
  if (/\bIntel\b/i.test(text)) return 'Intel';
  if (/\bAMD\b/i.test(text)) return 'AMD';
  if (/\bApple\b/i.test(text)) return 'Apple';
  if (/\b(Qualcomm|Snapdragon)\b/i.test(text)) return 'Qualcomm';
  if (/\bMediaTek\b/i.test(text)) return 'MediaTek';
  return null;
}

/** Processor brand, model, cores ("12-core CPU", "14 cores") and boost clock ("up to 4.6 GHz"). */
export function parseProcessor(text: string): Partial<ProcessorFacts> {
  const facts: Partial<ProcessorFacts> = {};
  for (const rule of PROCESSOR_RULES) {
    const match = rule.pattern.exec(text);
    if (match) {
      facts.processorBrand = rule.brand;
      facts.processorModel = rule.model(match);
      break;
    }
  }
  const cores = /\b(\d{1,2})\s*-?\s*cores?\b(?!\s*-?\s*GPU)/i.exec(text);
  if (cores) facts.processorCores = Number(cores[1]);
  const boost =
    /\bup\s*to\s*(\d(?:\.\d{1,2})?)\s*GHz/i.exec(text) ??
    /\b(\d(?:\.\d{1,2})?)\s*GHz\s*(?:max(?:imum)?\s*)?(?:turbo|boost)/i.exec(text) ??
    /\b(?:turbo|boost)(?:\s*(?:clock|frequency|speed))?\s*(?:of|:)?\s*(\d(?:\.\d{1,2})?)\s*GHz/i.exec(
      text,
    );
  if (boost) facts.processorBoostGhz = Number(boost[1]);
  return facts;
}
