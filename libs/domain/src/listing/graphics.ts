import type { ListingSpecs } from './listing-types';

export type GraphicsFacts = Pick<
  ListingSpecs,
  'hasDedicatedGraphics' | 'graphicsBrand' | 'graphicsModel' | 'graphicsMemoryGb'
>;

interface GraphicsRule {
  pattern: RegExp;
  brand: string;
  dedicated: boolean;
  model: (match: RegExpExecArray) => string;
}

/** A memory size written right after the GPU: "RTX 4050 6GB", "RTX 4050, 6GB GDDR6", "RTX 4050 Graphics 6 GB". */
const MEMORY_AFTER =
  /^\s*(?:Laptop\s*GPU|Graphics)?[\s,(/-]*(\d{1,2})\s*GB\b(?!\s*(?:RAM|unified|(?:LP)?DDR\d|SSD|HDD|eMMC|storage))/i;
/** …or right before it: "4GB NVIDIA GeForce RTX 2050". */
const MEMORY_BEFORE = /(\d{1,2})\s*GB\s*(?:GDDR\d\s*)?(?:NVIDIA\s*)?(?:GeForce\s*)?(?:AMD\s*)?$/i;

const RULES: readonly GraphicsRule[] = [
  {
    pattern: /\b(?:NVIDIA\s*)?(?:GeForce\s*)?(RTX|GTX)\s*-?\s*(\d{4})\s*(Ti)?\b/i,
    brand: 'NVIDIA',
    dedicated: true,
    model: (m) => `GeForce ${m[1].toUpperCase()} ${m[2]}${m[3] ? ' Ti' : ''}`,
  },
  {
    pattern: /\b(?:NVIDIA\s*)?(?:GeForce\s*)?MX\s*(\d{3})\b/i,
    brand: 'NVIDIA',
    dedicated: true,
    model: (m) => `GeForce MX${m[1]}`,
  },
  {
    pattern: /\b(?:AMD\s*)?Radeon\s*RX\s*(\d{4}[A-Z]{0,2}(?:\s*XT)?)\b/i,
    brand: 'AMD',
    dedicated: true,
    model: (m) => `Radeon RX ${m[1].toUpperCase()}`,
  },
  {
    pattern: /\b(?:Intel\s*)?Arc\s*(A\d{3}M)\b/i,
    brand: 'Intel',
    dedicated: true,
    model: (m) => `Arc ${m[1].toUpperCase()}`,
  },
  {
    pattern: /\bIris\s*X[eᵉ]\b/i,
    brand: 'Intel',
    dedicated: false,
    model: () => 'Iris Xe',
  },
  {
    pattern: /\b(?:Intel\s*)?UHD\s*Graphics\b/i,
    brand: 'Intel',
    dedicated: false,
    model: () => 'UHD Graphics',
  },
  {
    pattern: /\b(?:Intel\s*)?Arc\s*(1[34]0V)\b/i,
    brand: 'Intel',
    dedicated: false,
    model: (m) => `Arc ${m[1].toUpperCase()}`,
  },
  {
    pattern: /\b(?:Intel\s*)?Arc\s*Graphics\b/i,
    brand: 'Intel',
    dedicated: false,
    model: () => 'Arc Graphics',
  },
  {
    pattern: /\bIntel\s*(?:Integrated\s*)?Graphics\b/i,
    brand: 'Intel',
    dedicated: false,
    model: () => 'Intel Graphics',
  },
  {
    pattern: /\b(?:AMD\s*)?Radeon\s*(\d{3}M)\b/i,
    brand: 'AMD',
    dedicated: false,
    model: (m) => `Radeon ${m[1].toUpperCase()}`,
  },
  {
    pattern: /\b(?:AMD\s*)?Radeon\s*(?:Integrated\s*)?Graphics\b/i,
    brand: 'AMD',
    dedicated: false,
    model: () => 'Radeon Graphics',
  },
  {
    pattern: /\bAdreno\s*(X\d-\d{2})?\b/i,
    brand: 'Qualcomm',
    dedicated: false,
    model: (m) => (m[1] ? `Adreno ${m[1].toUpperCase()}` : 'Adreno'),
  },
];

/** The GPU a text names: a dedicated model with its memory, or integrated graphics. */
export function parseGraphics(text: string): Partial<GraphicsFacts> {
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const facts: Partial<GraphicsFacts> = {
      hasDedicatedGraphics: rule.dedicated,
      graphicsBrand: rule.brand,
      graphicsModel: rule.model(match),
    };
    if (rule.dedicated) {
      const after = MEMORY_AFTER.exec(text.slice(match.index + match[0].length));
      const before = MEMORY_BEFORE.exec(text.slice(Math.max(0, match.index - 40), match.index));
      const memory = after?.[1] ?? before?.[1];
      if (memory) facts.graphicsMemoryGb = Number(memory);
    }
    return facts;
  }
  return {};
}

/** "M4 Pro 16-core GPU": the GPU of an Apple chip when the listing counts its cores. */
export function appleGpu(processorModel: string, text: string): string | null {
  const cores = /\b(\d{1,2})\s*-?\s*core\s*GPU\b/i.exec(text);
  return cores ? `${processorModel.replace(/^Apple\s+/, '')} ${cores[1]}-core GPU` : null;
}
