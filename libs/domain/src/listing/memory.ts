import type { ListingSpecs, StorageType } from './listing-types';

type MemoryFacts = Pick<
  ListingSpecs,
  | 'ramSize'
  | 'ramType'
  | 'ramSpeedMhz'
  | 'ramUpgradable'
  | 'ramMaxGb'
  | 'storageSize'
  | 'storageType'
>;

const RAM_TYPE = /\b(LPDDR[3-6]X?|DDR[3-6])(?:\s*-\s*(\d{4}))?\b/i;

/** "1TB" → 1024, "512 GB" → 512: the catalogue stores storage in binary gigabytes (1 TB = 1024). */
export function gigabytes(amount: string, unit: string): number {
  const value = Number(amount);
  return unit.toUpperCase() === 'TB' ? Math.round(value * 1024) : value;
}

/** The RAM type as the catalogue writes it: "LPDDR5x" → "LPDDR5X", "Unified". */
export function normalizeRamType(text: string): string | null {
  if (/\bunified\b/i.test(text)) return 'Unified';
  const match = RAM_TYPE.exec(text);
  return match ? match[1].toUpperCase() : null;
}

const STORAGE =
  /\b(\d+(?:\.\d+)?)\s*(TB|GB)\s*(?:PCIe\s*(?:Gen\s*\d\s*)?)?(?:NVMe\s*)?(?:M\.2\s*)?(?:PCIe\s*)?(SSD|HDD|eMMC|Solid\s*State|Hard\s*(?:Disk|Drive))/i;

function storageTypeOf(word: string): StorageType {
  if (/^ssd|solid/i.test(word)) return 'SSD';
  if (/emmc/i.test(word)) return 'eMMC';
  return 'HDD';
}

/** GPU memory ("RTX 4050 6GB", "4GB NVIDIA GeForce", "6GB GDDR6") so it is not taken for RAM. */
const GPU_MEMORY =
  /\b\d+\s*GB\s*(?:GDDR\d|VRAM|graphics|NVIDIA|GeForce|RTX|GTX|Radeon\s*RX)|(?:RTX|GTX|RX|MX)\s*\d{3,4}[A-Z]?(?:\s*Ti)?(?:\s*(?:Laptop\s*GPU|Graphics))?[\s,/-]*\d+\s*GB/gi;

/**
 * RAM (size, type, speed, soldered/upgradable) and storage (size, SSD/HDD/eMMC).
 * "16GB DDR5 upgradable to 32GB", "(16GB/512GB SSD/…)", "16GB Unified Memory", "1TB SSD".
 */
export function parseMemory(text: string): Partial<MemoryFacts> {
  const facts: Partial<MemoryFacts> = {};

  const storage = STORAGE.exec(text);
  if (storage) {
    facts.storageSize = gigabytes(storage[1], storage[2]);
    facts.storageType = storageTypeOf(storage[3]);
  } else {
    const bare = /\b(\d+(?:\.\d+)?)\s*(TB|GB)\s*(?:Storage|ROM)\b/i.exec(text);
    if (bare) facts.storageSize = gigabytes(bare[1], bare[2]);
  }

  // RAM: the first "N GB" that is neither storage nor GPU memory.
  const rest = text
    .replace(GPU_MEMORY, ' ')
    .replace(new RegExp(STORAGE.source, 'gi'), ' ')
    .replace(/\b\d+(?:\.\d+)?\s*(?:TB|GB)\s*(?:Storage|ROM)\b/gi, ' ')
    .replace(/\b(?:upgrad(?:e)?able|expandable)\s*(?:up\s*)?to\s*\d+\s*GB/gi, ' ')
    .replace(/\b(?:max(?:imum)?|up\s*to)\s*\d+\s*GB/gi, ' ');
  const ram = /\b(\d{1,3})\s*GB\b(?!\s*(?:SSD|HDD|eMMC|storage|GDDR))/i.exec(rest);
  if (ram && Number(ram[1]) <= 128) {
    facts.ramSize = Number(ram[1]);
    const after = rest.slice(ram.index, ram.index + 60);
    const typed = /^\d{1,3}\s*GB\s*(?:RAM\s*)?(?:of\s*)?(Unified|LPDDR[3-6]X?|DDR[3-6])/i.exec(
      after,
    );
    if (typed) facts.ramType = normalizeRamType(typed[1]);
  }
  if (!facts.ramType) {
    const unified = /\bunified\s*memory\b/i.test(text);
    const typed = RAM_TYPE.exec(text.replace(/\bGDDR\d\w*/gi, ' '));
    if (unified) facts.ramType = 'Unified';
    else if (typed) facts.ramType = typed[1].toUpperCase();
  }

  const speed =
    /\b(\d{4})\s*(?:MHz|MT\/s)\b/i.exec(text) ??
    /\b(?:LPDDR[3-6]X?|DDR[3-6])\s*-\s*(\d{4})\b/i.exec(text);
  if (speed) facts.ramSpeedMhz = Number(speed[1]);

  const upgradable = /\b(?:upgrad(?:e)?able|expandable)\s*(?:up\s*)?to\s*(\d+)\s*GB/i.exec(text);
  if (upgradable) {
    facts.ramUpgradable = true;
    facts.ramMaxGb = Number(upgradable[1]);
  } else if (
    /\b(?:not|non)[\s-]*upgrad(?:e)?able\b|\bsoldered\b|\bon[\s-]?board\s*(?:memory|RAM)\b/i.test(
      text,
    )
  ) {
    facts.ramUpgradable = false;
  } else if (
    /\bupgrad(?:e)?able\s*(?:RAM|memory)\b|\b(?:RAM|memory)\s*(?:is\s*)?upgrad(?:e)?able\b/i.test(
      text,
    )
  ) {
    facts.ramUpgradable = true;
  }
  return facts;
}
