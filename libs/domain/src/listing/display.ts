import type { ListingSpecs } from './listing-types';

type DisplayFacts = Pick<
  ListingSpecs,
  | 'displaySize'
  | 'displayResolution'
  | 'displayResolutionName'
  | 'displayRefreshHz'
  | 'displayPanel'
>;

/**
 * Resolution names, longest first, with the pixels each one always means. Names whose pixels
 * vary by maker ("2.8K" is 2880x1800 or 2880x1620, "QHD+" 2560x1600 or 3200x1800, "4K")
 * map to null: the name is kept, the pixels stay unknown.
 */
const RESOLUTION_NAMES: ReadonlyArray<readonly [RegExp, string, string | null]> = [
  [/\bFull\s*HD\s*\+|\bFHD\s*\+/i, 'FHD+', '1920x1200'],
  [/\bWUXGA\b/i, 'WUXGA', '1920x1200'],
  [/\bWQXGA\b/i, 'WQXGA', '2560x1600'],
  [/\bQHD\s*\+/i, 'QHD+', null],
  [/\bWQHD\b/i, 'WQHD', '2560x1440'],
  [/\bQHD\b/i, 'QHD', '2560x1440'],
  [/\bUHD\s*\+/i, 'UHD+', '3840x2400'],
  [/\bUHD\b/i, 'UHD', '3840x2160'],
  [/\bFull\s*HD\b|\bFHD\b/i, 'FHD', '1920x1080'],
  [/\b4K\b/i, '4K', null],
  [/\b3\.2K\b/i, '3.2K', null],
  [/\b3\.5K\b/i, '3.5K', null],
  [/\b3K\b/i, '3K', null],
  [/\b2\.8K\b/i, '2.8K', null],
  [/\b2\.5K\b/i, '2.5K', null],
  [/\b2\.2K\b/i, '2.2K', null],
  [/\b2K\b/i, '2K', null],
  [/\bHD\s*\+/i, 'HD+', '1600x900'],
  [/(?<![A-Za-z])HD(?![A-Za-z+])/, 'HD', '1366x768'],
];

const PANELS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bLiquid\s*Retina\s*XDR\b/i, 'Liquid Retina XDR'],
  [/\bLiquid\s*Retina\b/i, 'Liquid Retina'],
  [/\bAMOLED\b/i, 'AMOLED'],
  [/\bOLED\b/i, 'OLED'],
  [/\bMini[\s-]*LED\b/i, 'Mini LED'],
  [/\bIPS\b/i, 'IPS'],
  [/\bWVA\b/i, 'WVA'],
  [/\bTN\b/, 'TN'],
  [/\bVA\b/, 'VA'],
];

/** Camera phrases ("FHD Camera", "1080p FaceTime HD Camera") say nothing about the screen. */
const CAMERA =
  /\b(?:\d{3,4}p\s*)?(?:FaceTime\s*)?(?:F?HD|QHD|\d+\s*MP)\s*(?:\+\s*IR\s*)?(?:web)?cam(?:era)?\b[^,;/)]*/gi;

/** "15.6 inch": inches as the catalogue writes them. */
export function formatInches(inches: number): string {
  return `${Number(inches.toFixed(1))} inch`;
}

/** Display size, resolution (pixels and name), refresh rate and panel. */
export function parseDisplay(raw: string): Partial<DisplayFacts> {
  const text = raw.replace(CAMERA, ' ').replace(/\b(?:Intel\s*)?UHD\s*Graphics\b/gi, ' ');
  const facts: Partial<DisplayFacts> = {};

  // "13-inch … (13.6″)": the most precise size a listing gives.
  const sizes = [
    ...text.matchAll(/(?<![\d.])(1[0-8](?:\.\d)?)\s*(?:"|-?\s*inch(?:es)?\b|-?\s*in\b)/gi),
  ].map((match) => match[1]);
  const size = sizes.find((s) => s.includes('.')) ?? sizes[0];
  if (size) facts.displaySize = formatInches(Number(size));

  const pixels = /\b(\d{3,4})\s*[x×*]\s*(\d{3,4})\b/.exec(text);
  if (pixels && Number(pixels[1]) >= 1024) facts.displayResolution = `${pixels[1]}x${pixels[2]}`;
  for (const [pattern, name, resolution] of RESOLUTION_NAMES) {
    if (pattern.test(text)) {
      facts.displayResolutionName = name;
      if (!facts.displayResolution && resolution) facts.displayResolution = resolution;
      break;
    }
  }

  const refresh = /\b(\d{2,3})\s*Hz\b/i.exec(text);
  if (refresh && Number(refresh[1]) >= 48 && Number(refresh[1]) <= 500) {
    facts.displayRefreshHz = Number(refresh[1]);
  }

  for (const [pattern, panel] of PANELS) {
    if (pattern.test(text)) {
      facts.displayPanel = panel;
      break;
    }
  }
  return facts;
}
