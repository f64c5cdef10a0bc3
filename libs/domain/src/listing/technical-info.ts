import { parseBatteryHours, parseBatteryWh, parseWeightKg } from '../spec-parsing';
import { parseDisplay } from './display';
import { parseGraphics } from './graphics';
import type { ListingSpecs, TechnicalInfo, TechnicalInfoValue } from './listing-types';
import { gigabytes, normalizeRamType } from './memory';
import { parseProcessor, processorBrandOf } from './processor';

/** "RAM Memory Installed Size" → "rammemoryinstalledsize"; Keepa's "itemWeight" → "itemweight". */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Technical info as [normalized key, value] pairs, whichever of the accepted shapes it came in. */
export function technicalInfoEntries(
  info: TechnicalInfo | null | undefined,
): Array<[string, string | number]> {
  if (!info) return [];
  const raw: Array<[string, TechnicalInfoValue]> = Array.isArray(info)
    ? (
        info as readonly {
          name?: string;
          label?: string;
          value?: TechnicalInfoValue;
          displayValue?: TechnicalInfoValue;
        }[]
      ).map((entry) => [entry.name ?? entry.label ?? '', entry.value ?? entry.displayValue])
    : Object.entries(info);
  return raw
    .filter((entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' ? entry[1].trim() !== '' : typeof entry[1] === 'number',
    )
    .map(([name, value]) => [keyOf(name), typeof value === 'string' ? value.trim() : value]);
}

type Facts = Partial<ListingSpecs>;
type Handler = (value: string | number, facts: Facts) => Facts;

const text = (value: string | number) => String(value);
const gb = (value: string | number): number | null => {
  const match = /(\d+(?:\.\d+)?)\s*(TB|GB)?/i.exec(text(value));
  return match ? gigabytes(match[1], match[2] ?? 'GB') : null;
};
const num = (value: string | number): number | null => {
  const match = /(\d+(?:\.\d+)?)/.exec(text(value));
  return match ? Number(match[1]) : null;
};

/** What each technical-details key (Amazon's table, Keepa's product fields) tells. */
const HANDLERS: ReadonlyArray<readonly [readonly string[], Handler]> = [
  [['brand', 'manufacturer'], (v) => ({ brand: text(v) })],
  [['modelname', 'series'], (v) => ({ modelName: text(v) })],
  [
    [
      'itemmodelnumber',
      'modelnumber',
      'model',
      'partnumber',
      'itempartnumber',
      'manufacturerpartnumber',
    ],
    (v) => ({ modelCode: text(v) }),
  ],
  [
    ['processorbrand', 'cpumanufacturer'],
    (v) => {
      const brand = processorBrandOf(text(v));
      return brand ? { processorBrand: brand } : {};
    },
  ],
  [['processortype', 'cpumodel', 'processor', 'processorname'], (v) => parseProcessor(text(v))],
  [
    ['processorcount', 'numberofprocessors', 'cpucores', 'numberofcores', 'processorcores'],
    (v) => ({
      processorCores: num(v),
    }),
  ],
  [
    ['processorspeed', 'cpuspeed', 'maxturbospeed', 'processorboostclock'],
    (v) => ({
      processorBoostGhz: /ghz/i.test(text(v)) || typeof v === 'number' ? num(v) : null,
    }),
  ],
  [
    ['rammemoryinstalledsize', 'ramsize', 'ram', 'installedramsize', 'memoryinstalledsize'],
    (v) => {
      const type = normalizeRamType(text(v));
      return { ramSize: gb(v), ...(type ? { ramType: type } : {}) };
    },
  ],
  [
    ['memorytechnology', 'computermemorytype', 'rammemorytechnology', 'ramtype', 'memorytype'],
    (v) => ({
      ramType: normalizeRamType(text(v)),
    }),
  ],
  [['memoryclockspeed', 'memoryspeed', 'ramspeed'], (v) => ({ ramSpeedMhz: num(v) })],
  [['maximummemorysupported', 'rammemorymaximumsize', 'maxmemory'], (v) => ({ ramMaxGb: gb(v) })],
  [
    ['harddisksize', 'harddrivesize', 'storagecapacity', 'ssdcapacity', 'storage'],
    (v) => ({
      storageSize: gb(v),
      ...(/ssd|solid/i.test(text(v)) ? { storageType: 'SSD' as const } : {}),
    }),
  ],
  [
    [
      'harddiskdescription',
      'harddriveinterface',
      'harddiskinterface',
      'storagetype',
      'harddisktechnology',
    ],
    (v) => {
      const t = text(v);
      if (/ssd|solid\s*state|nvme/i.test(t)) return { storageType: 'SSD' };
      if (/emmc/i.test(t)) return { storageType: 'eMMC' };
      if (/hdd|mechanical|hard\s*disk\s*drive|rpm/i.test(t)) return { storageType: 'HDD' };
      return {};
    },
  ],
  [
    ['graphicscoprocessor', 'graphicscard', 'gpu', 'graphics', 'graphicsprocessor'],
    (v) => parseGraphics(text(v)),
  ],
  [
    ['graphicscarddescription', 'graphicstype'],
    (v) => {
      if (/dedicated|discrete/i.test(text(v))) return { hasDedicatedGraphics: true };
      if (/integrated|shared/i.test(text(v))) return { hasDedicatedGraphics: false };
      return {};
    },
  ],
  [
    ['graphicscardramsize', 'graphicsram', 'graphicscardram', 'graphicsmemory', 'vram'],
    (v) => ({
      graphicsMemoryGb: gb(v),
    }),
  ],
  [
    ['graphicschipsetbrand'],
    (v) => ({ graphicsBrand: /nvidia/i.test(text(v)) ? 'NVIDIA' : processorBrandOf(text(v)) }),
  ],
  [
    ['standingscreendisplaysize', 'screensize', 'displaysize'],
    (v) => parseDisplay(typeof v === 'number' ? `${v} inch` : text(v).replace(/inches/i, 'inch')),
  ],
  [
    ['screenresolution', 'resolution', 'displayresolution', 'maximumdisplayresolution'],
    (v) => {
      const { displayResolution, displayResolutionName } = parseDisplay(text(v));
      return { displayResolution, displayResolutionName };
    },
  ],
  [['refreshrate', 'screenrefreshrate'], (v) => ({ displayRefreshHz: num(v) })],
  [
    ['displaytype', 'displaytechnology', 'screentype', 'paneltype'],
    (v) => ({
      displayPanel: parseDisplay(text(v)).displayPanel,
    }),
  ],
  [
    ['itemweight', 'weight', 'productweight'],
    (v) => ({
      // Keepa's itemWeight is a number of grams; Amazon's table writes the unit.
      weightKg: typeof v === 'number' ? v / 1000 : parseWeightKg(v),
    }),
  ],
  [
    ['lithiumbatteryenergycontent', 'batterycapacity', 'batteryenergy'],
    (v) => ({
      batteryWh: parseBatteryWh(text(v)) ?? (typeof v === 'number' ? v : null),
    }),
  ],
  [
    ['averagebatterylifeinhours', 'batterylife', 'batterylifeinhours', 'averagebatterylife'],
    (v) => ({
      batteryHours: typeof v === 'number' ? v : (parseBatteryHours(v) ?? num(v)),
    }),
  ],
  [['operatingsystem', 'os'], (v) => ({ operatingSystem: parseOperatingSystem(text(v)) })],
];

/** The facts technical info states, field by field (a later key does not overwrite an earlier one). */
export function parseTechnicalInfo(info: TechnicalInfo | null | undefined): Facts {
  const facts: Facts = {};
  for (const [key, value] of technicalInfoEntries(info)) {
    const handler = HANDLERS.find(([keys]) => keys.includes(key))?.[1];
    if (!handler) continue;
    for (const [field, fieldValue] of Object.entries(handler(value, facts))) {
      const name = field as keyof ListingSpecs;
      if (fieldValue !== null && fieldValue !== undefined && facts[name] === undefined) {
        (facts as Record<string, unknown>)[name] = fieldValue;
      }
    }
  }
  return facts;
}

/** "Win 11", "Windows 11 Home", "Mac OS", "Chrome OS", "FreeDOS" → the catalogue's words. */
export function parseOperatingSystem(raw: string): string | null {
  if (/\bWin(?:dows)?\s*11\s*Pro\b/i.test(raw)) return 'Windows 11 Pro';
  if (/\bWin(?:dows)?\s*11\s*(?:Home|H)\b/i.test(raw)) return 'Windows 11 Home';
  if (/\bWin(?:dows)?\s*11\b/i.test(raw)) return 'Windows 11';
  if (/\bWin(?:dows)?\s*10\s*Pro\b/i.test(raw)) return 'Windows 10 Pro';
  if (/\bWin(?:dows)?\s*10\b/i.test(raw)) return 'Windows 10';
  if (/\bmac\s*OS\b/i.test(raw)) return 'macOS';
  if (/\bChrome\s*OS\b/i.test(raw)) return 'Chrome OS';
  if (/\bUbuntu\b/i.test(raw)) return 'Ubuntu';
  if (/\bLinux\b/i.test(raw)) return 'Linux';
  if (/\bPrime\s*OS\b/i.test(raw)) return 'PrimeOS';
  if (/\b(?:Free\s*)?DOS\b/i.test(raw)) return 'DOS';
  return null;
}
