import { gamingRatingForGpu, gamingTierForRating } from '../gaming';
import { slugify } from '../slug';
import { parseBatteryHours, parseBatteryWh, parseWeightKg } from '../spec-parsing';
import { parseDisplay } from './display';
import { appleGpu, parseGraphics } from './graphics';
import type {
  ListingFilter,
  ListingInput,
  ListingSource,
  ListingSpecField,
  ListingSpecs,
  ParsedListing,
} from './listing-types';
import { parseMemory } from './memory';
import { canonicalBrand, knownBrand, parseModelCode, parseModelName } from './model-name';
import { parseProcessor } from './processor';
import { parseOperatingSystem, parseTechnicalInfo } from './technical-info';
import { normalizeListingText } from './text';

type Facts = Partial<ListingSpecs>;

/** Weight ("1.59kg", "1.6 Kg") and battery ("71Wh", "up to 14 hours") stated in free text. */
function parseWeightAndBattery(text: string): Facts {
  const facts: Facts = {};
  const weight = /\b\d+(?:\.\d+)?\s*(?:kg|kilograms?)\b/i.exec(text);
  const kg = weight ? parseWeightKg(weight[0]) : null;
  if (kg !== null && kg >= 0.5 && kg <= 6) facts.weightKg = kg;
  const wh = parseBatteryWh(text);
  if (wh !== null && wh >= 20 && wh <= 120) facts.batteryWh = wh;
  // Hours only where the text speaks of the battery or of "up to": "12450H" is a processor.
  const runtime = text
    .split(/[,;|\n]|\s-\s/)
    .find((part) => /battery|up\s*to/i.test(part) && /\d\s*(?:hours?|hrs?)\b/i.test(part));
  const hours = runtime ? parseBatteryHours(runtime.replace(/\d+\s*h\b(?!ours|rs)/gi, ' ')) : null;
  if (hours !== null && hours >= 1 && hours <= 40) facts.batteryHours = hours;
  return facts;
}

/** Every fact one free text (a title, or the feature bullets) states. */
function parseText(text: string): Facts {
  const os = parseOperatingSystem(text);
  return {
    ...parseProcessor(text),
    ...parseMemory(text),
    ...parseGraphics(text),
    ...parseDisplay(text),
    ...parseWeightAndBattery(text),
    ...(os ? { operatingSystem: os } : {}),
  };
}

const GAMING_LINE =
  /\b(?:TUF|ROG|Strix|Zephyrus|Legion|LOQ|Victus|OMEN|Nitro|Predator|Katana|Cyborg|Sword|Crosshair|Raider|Stealth|Vector|Titan|Pulse|Bravo|Alienware|AORUS|GF63|GT\s*Book|G1[5-8]|Gigabyte\s+G[56])\b/i;

const SPEC_FIELDS: readonly ListingSpecField[] = [
  'brand',
  'model',
  'modelName',
  'modelCode',
  'processorBrand',
  'processorModel',
  'processorCores',
  'processorBoostGhz',
  'ramSize',
  'ramType',
  'ramSpeedMhz',
  'ramUpgradable',
  'ramMaxGb',
  'storageSize',
  'storageType',
  'hasDedicatedGraphics',
  'graphicsBrand',
  'graphicsModel',
  'graphicsMemoryGb',
  'displaySize',
  'displayResolution',
  'displayResolutionName',
  'displayRefreshHz',
  'displayPanel',
  'weightKg',
  'batteryWh',
  'batteryHours',
  'operatingSystem',
];

/**
 * Parses an Amazon.in laptop listing into the catalogue's specification fields.
 * Each field is read from technical info first, then the title, then the feature bullets
 * (the model name from the title first); fields a listing does not state stay null and are
 * absent from `parsedFields`. See docs/catalogue-import.md "Listing parser".
 */
export function parseListing(input: ListingInput): ParsedListing {
  const title = normalizeListingText(input.title ?? '');
  const features = normalizeListingText((input.features ?? []).join('\n'));
  const sources: Record<Exclude<ListingSource, 'brand'>, Facts> = {
    technicalInfo: parseTechnicalInfo(input.technicalInfo),
    title: parseText(title),
    features: parseText(features),
  };

  const specs = Object.fromEntries(
    SPEC_FIELDS.map((field) => [field, null]),
  ) as unknown as ListingSpecs;
  const parsedFields: ParsedListing['parsedFields'] = {};
  const set = <K extends ListingSpecField>(
    field: K,
    value: ListingSpecs[K],
    source: ListingSource,
  ) => {
    (specs as unknown as Record<string, unknown>)[field] = value;
    parsedFields[field] = source;
  };
  const take = (field: ListingSpecField, order: ReadonlyArray<Exclude<ListingSource, 'brand'>>) => {
    for (const source of order) {
      const value = sources[source][field];
      if (value !== null && value !== undefined) {
        set(field, value as never, source);
        return;
      }
    }
  };
  const byDefault = ['technicalInfo', 'title', 'features'] as const;

  // Brand: the byline, else technical info, else the title's first word when it is a known brand.
  const byline = canonicalBrand(input.brand);
  if (byline) set('brand', byline, 'brand');
  else if (sources.technicalInfo.brand)
    set('brand', canonicalBrand(sources.technicalInfo.brand), 'technicalInfo');
  else {
    const first = knownBrand(title.split(/\s+/)[0]);
    if (first) set('brand', first, 'title');
  }

  for (const field of SPEC_FIELDS) {
    if (['brand', 'model', 'modelName', 'modelCode'].includes(field)) continue;
    take(field, byDefault);
  }

  // A GPU read from one source with its memory read from another stays one GPU.
  if (specs.graphicsModel && specs.graphicsMemoryGb === null && specs.hasDedicatedGraphics) {
    take('graphicsMemoryGb', byDefault);
  }
  if (!specs.hasDedicatedGraphics) {
    specs.graphicsMemoryGb = null;
    delete parsedFields.graphicsMemoryGb;
  }

  // Apple silicon and Snapdragon X have their own GPU and no dedicated one.
  const processorSource = parsedFields.processorModel ?? parsedFields.processorBrand;
  if (
    processorSource &&
    (specs.processorBrand === 'Apple' || specs.processorBrand === 'Qualcomm') &&
    !parsedFields.hasDedicatedGraphics
  ) {
    set('hasDedicatedGraphics', false, processorSource);
    set('graphicsBrand', specs.processorBrand, processorSource);
    const gpu =
      specs.processorBrand === 'Apple' && specs.processorModel
        ? (appleGpu(specs.processorModel, title) ?? appleGpu(specs.processorModel, features))
        : null;
    if (gpu) set('graphicsModel', gpu, processorSource);
  }
  if (specs.hasDedicatedGraphics === null) specs.hasDedicatedGraphics = false;

  // Model: the line the title names, and the part number technical info or the title gives.
  const titleModelName = parseModelName(title, specs.brand);
  if (titleModelName) set('modelName', titleModelName, 'title');
  else if (sources.technicalInfo.modelName) {
    set('modelName', sources.technicalInfo.modelName, 'technicalInfo');
  }
  if (sources.technicalInfo.modelCode) {
    set('modelCode', sources.technicalInfo.modelCode, 'technicalInfo');
  } else {
    const code = parseModelCode(title, [specs.processorModel, specs.graphicsModel]);
    if (code) set('modelCode', code, 'title');
  }
  const modelSource = parsedFields.modelName ?? parsedFields.modelCode;
  if (modelSource) {
    const name = specs.modelName ?? '';
    const code = specs.modelCode && !name.toLowerCase().includes(specs.modelCode.toLowerCase());
    set('model', [name, code ? specs.modelCode : ''].filter(Boolean).join(' '), modelSource);
  }

  const derived = derivedFacts(specs, `${title}\n${features}`);
  if (parsedFields.hasDedicatedGraphics || parsedFields.graphicsModel) {
    parsedFields.isGamingLaptop = 'derived';
    if (derived.isGamingLaptop) {
      parsedFields.gamingTier = 'derived';
      parsedFields.gamingPerformanceRating = 'derived';
    }
  }
  if (Object.keys(derived.specifications).length > 0) parsedFields.specifications = 'derived';
  return { ...specs, parsedFields, ...derived };
}

/** Gaming laptop and tier, slug, filter pages and readable spec lines from the parsed facts. */
export function derivedFacts(
  specs: ListingSpecs,
  text = '',
): Omit<ParsedListing, keyof ListingSpecs | 'parsedFields'> {
  const rating = specs.hasDedicatedGraphics ? gamingRatingForGpu(specs.graphicsModel) : null;
  const saysGaming =
    /\bgaming\b/i.test(text) ||
    GAMING_LINE.test(`${specs.brand ?? ''} ${specs.modelName ?? ''}\n${text}`);
  const isGamingLaptop = rating !== null && saysGaming;
  return {
    isGamingLaptop,
    gamingTier: isGamingLaptop ? gamingTierForRating(rating) : null,
    gamingPerformanceRating: isGamingLaptop ? rating : null,
    slug: specs.brand && specs.model ? slugify(`${specs.brand} ${specs.model}`) : null,
    filters: listingFilters(specs),
    specifications: specificationLines(specs),
  };
}

/** The filter pages a laptop belongs on, by the catalogue's rules (services/catalogue laptop-filters.ts). */
export function listingFilters(
  specs: Pick<ListingSpecs, 'processorBrand' | 'ramSize' | 'storageType' | 'hasDedicatedGraphics'>,
): ListingFilter[] {
  const filters: ListingFilter[] = [];
  if (specs.processorBrand === 'AMD') filters.push({ filterType: 'processor', filterValue: 'amd' });
  if (specs.processorBrand === 'Intel')
    filters.push({ filterType: 'processor', filterValue: 'intel' });
  if (specs.ramSize === 8) filters.push({ filterType: 'ram', filterValue: '8gb' });
  if (specs.ramSize !== null && specs.ramSize >= 16)
    filters.push({ filterType: 'ram', filterValue: '16gb' });
  if (specs.storageType === 'SSD') filters.push({ filterType: 'storage', filterValue: 'ssd' });
  if (specs.hasDedicatedGraphics)
    filters.push({ filterType: 'graphics', filterValue: 'dedicated' });
  return filters;
}

const join = (...parts: Array<string | null | false | undefined>) =>
  parts.filter(Boolean).join(' ');

/** The contract's `specifications` lines, written only from what was parsed. */
export function specificationLines(specs: ListingSpecs): Record<string, string> {
  const lines: Record<string, string> = {};
  if (specs.processorModel) {
    const details = [
      specs.processorCores !== null && `${specs.processorCores} cores`,
      specs.processorBoostGhz !== null && `up to ${specs.processorBoostGhz} GHz`,
    ].filter(Boolean);
    const name = specs.processorModel.startsWith(specs.processorBrand ?? '\0')
      ? specs.processorModel
      : join(specs.processorBrand, specs.processorModel);
    lines.processor = join(name, details.length > 0 && `(${details.join(', ')})`);
  }
  if (specs.ramSize !== null) {
    lines.ram = join(
      `${specs.ramSize} GB`,
      specs.ramType,
      specs.ramSpeedMhz !== null && `${specs.ramSpeedMhz} MHz`,
      specs.ramUpgradable === true &&
        `(upgradable${specs.ramMaxGb ? ` to ${specs.ramMaxGb} GB` : ''})`,
      specs.ramUpgradable === false && '(soldered)',
    );
  }
  if (specs.storageSize !== null) {
    const size =
      specs.storageSize >= 1024 && specs.storageSize % 1024 === 0
        ? `${specs.storageSize / 1024} TB`
        : `${specs.storageSize} GB`;
    lines.storage = join(size, specs.storageType);
  }
  if (specs.graphicsModel) {
    lines.graphics = join(
      specs.graphicsModel.startsWith(specs.graphicsBrand ?? '\0') ? null : specs.graphicsBrand,
      specs.graphicsModel,
      specs.graphicsMemoryGb !== null && `${specs.graphicsMemoryGb}GB`,
    );
  }
  if (specs.displaySize || specs.displayResolutionName || specs.displayResolution) {
    lines.display = join(
      specs.displaySize?.replace(' inch', '-inch'),
      specs.displayResolutionName,
      specs.displayResolution && `(${specs.displayResolution})`,
      specs.displayPanel,
      specs.displayRefreshHz !== null && `${specs.displayRefreshHz}Hz`,
    );
  }
  if (specs.batteryWh !== null || specs.batteryHours !== null) {
    lines.battery = [
      specs.batteryWh !== null && `${specs.batteryWh} Wh`,
      specs.batteryHours !== null && `up to ${specs.batteryHours} hours`,
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (specs.weightKg !== null) lines.weight = `${specs.weightKg} kg`;
  if (specs.operatingSystem) lines.os = specs.operatingSystem;
  return lines;
}
