import type { GamingTierName } from '../gaming';

/** A laptop listing as the retailer APIs give it (Creators API `itemInfo`, or Keepa `/product`). */
export interface ListingInput {
  /** `itemInfo.title.displayValue` / Keepa `title`. */
  title: string;
  /** `itemInfo.byLineInfo.brand.displayValue` / Keepa `brand`; the title's first word otherwise. */
  brand?: string | null;
  /** `itemInfo.features.displayValues` / Keepa `features`: the listing's bullet points. */
  features?: readonly string[] | null;
  /**
   * Key/value facts: Amazon's technical-details table ("RAM Memory Installed Size": "16 GB",
   * "Item model number": "83K100CGIN", …) as a record or as `{ name|label, value|displayValue }`
   * entries, or Keepa's product fields (`model`, `partNumber`, `itemWeight` in grams).
   */
  technicalInfo?: TechnicalInfo | null;
}

export type TechnicalInfoValue = string | number | boolean | null | undefined;
export type TechnicalInfoEntry = {
  name?: string;
  label?: string;
  value?: TechnicalInfoValue;
  displayValue?: TechnicalInfoValue;
};
export type TechnicalInfo =
  Readonly<Record<string, TechnicalInfoValue>> | readonly TechnicalInfoEntry[];

/** Where a parsed field was read: the byline brand, the title, a feature bullet or technical info. */
export type ListingSource = 'brand' | 'title' | 'features' | 'technicalInfo';

export type ProcessorBrand = 'Intel' | 'AMD' | 'Apple' | 'Qualcomm' | 'MediaTek';
export type StorageType = 'SSD' | 'HDD' | 'eMMC';

/**
 * The specification facts a listing can state. Names follow the catalogue's Laptop contract
 * (libs/contracts/src/catalogue/laptop.schema.ts) where it has the field; null = not stated.
 */
export interface ListingSpecs {
  brand: string | null;
  /** Contract `model`: model name and model code, e.g. "IdeaPad Slim 3 83K100CGIN". */
  model: string | null;
  /** The model line as the title names it: "IdeaPad Slim 3", "TUF Gaming A15", "MacBook Air". */
  modelName: string | null;
  /** The manufacturer's part number: "83K100CGIN", "fq5330TU", "FA507NV-LP111WS". */
  modelCode: string | null;
  processorBrand: ProcessorBrand | null;
  /** "Core i5-1334U", "Ryzen 7 7840HS", "Core Ultra 7 155H", "Apple M3", "Snapdragon X Elite X1E-78-100". */
  processorModel: string | null;
  processorCores: number | null;
  processorBoostGhz: number | null;
  /** GB. */
  ramSize: number | null;
  /** "DDR4", "DDR5", "LPDDR5X", "Unified" (Apple). */
  ramType: string | null;
  ramSpeedMhz: number | null;
  /** true when the listing says upgradable/expandable, false when soldered/onboard/not upgradable. */
  ramUpgradable: boolean | null;
  /** GB the RAM can grow to ("upgradable to 32GB", "Maximum Memory Supported"). */
  ramMaxGb: number | null;
  /** GB, 1 TB = 1024 GB as the catalogue stores it. */
  storageSize: number | null;
  storageType: StorageType | null;
  /** Always a boolean (contract); false when no GPU is stated, which is not flagged as parsed. */
  hasDedicatedGraphics: boolean;
  /** "NVIDIA", "AMD", "Intel", "Apple", "Qualcomm". */
  graphicsBrand: string | null;
  /** "GeForce RTX 4050", "Radeon RX 7600S", "Iris Xe", "Radeon Graphics", "M4 Pro 16-core GPU". */
  graphicsModel: string | null;
  graphicsMemoryGb: number | null;
  /** Contract `displaySize`: "15.6 inch". */
  displaySize: string | null;
  /** Contract `displayResolution`: "1920x1080"; null when only an ambiguous name ("2.8K") is given. */
  displayResolution: string | null;
  /** The name the listing uses: "FHD", "WUXGA", "2.8K", "QHD+". */
  displayResolutionName: string | null;
  displayRefreshHz: number | null;
  /** "IPS", "OLED", "AMOLED", "Mini LED", "WVA", "TN", "Liquid Retina", "Liquid Retina XDR". */
  displayPanel: string | null;
  weightKg: number | null;
  batteryWh: number | null;
  batteryHours: number | null;
  /** "Windows 11 Home", "Windows 11 Pro", "Windows 11", "macOS", "Chrome OS", "DOS", "Ubuntu". */
  operatingSystem: string | null;
}

export type ListingSpecField = keyof ListingSpecs;

/** A spec-sheet filter page the laptop belongs on (the values of contracts' LAPTOP_FILTERS). */
export type ListingFilter =
  | { filterType: 'processor'; filterValue: 'amd' | 'intel' }
  | { filterType: 'ram'; filterValue: '8gb' | '16gb' }
  | { filterType: 'storage'; filterValue: 'ssd' }
  | { filterType: 'graphics'; filterValue: 'dedicated' };

/** Fields computed from parsed ones: flagged 'derived' when any of their inputs was parsed. */
export type ListingDerivedField =
  'isGamingLaptop' | 'gamingTier' | 'gamingPerformanceRating' | 'specifications';

export interface ParsedListing extends ListingSpecs {
  /**
   * The fields read from the listing, each with where it was read (or 'derived'): the ones an
   * editor should look at. A field absent here is null (not stated) or, for
   * hasDedicatedGraphics and the gaming fields, the default.
   */
  parsedFields: Partial<
    Record<ListingSpecField, ListingSource> & Record<ListingDerivedField, 'derived'>
  >;
  /** A dedicated gaming-class GPU in a gaming line or a listing that says "gaming". */
  isGamingLaptop: boolean;
  gamingTier: GamingTierName | null;
  /** Out of 10, by GPU class; null unless isGamingLaptop. */
  gamingPerformanceRating: number | null;
  /** slugify(brand + model); null without both. Uniqueness is the catalogue's job. */
  slug: string | null;
  /** The filter pages the laptop belongs on, by the catalogue's rules. */
  filters: ListingFilter[];
  /** Contract `specifications`: readable lines from the parsed facts (only the known ones). */
  specifications: Record<string, string>;
}
