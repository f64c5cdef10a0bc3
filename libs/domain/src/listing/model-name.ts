import { KNOWN_BRANDS } from '../search/brand-names';

/** The brand as the catalogue spells it ("ASUS", "HP", "Chuwi"); the text trimmed when unknown. */
export function canonicalBrand(text: string | null | undefined): string | null {
  const word = text?.trim();
  if (!word) return null;
  return knownBrand(word) ?? word;
}

/** The catalogue's spelling of a known brand ("CHUWI" → "Chuwi"); null for any other word. */
export function knownBrand(word: string | null | undefined): string | null {
  const lower = word?.trim().toLowerCase();
  return KNOWN_BRANDS.find((brand) => brand.toLowerCase() === lower) ?? null;
}

/** Where a title's model line ends: the first spec, a size, "with …", or punctuation. */
const MODEL_LINE_END =
  /[,(:;|]|\s-\s|\s(?:\d{1,2}(?:st|nd|rd|th)\s*Gen\b|Intel\b|AMD\b|Apple\s+M\d|Snapdragon\b|MediaTek\b|Core\s+(?:i\d|Ultra)\b|Ryzen\b|with\b|\d{1,2}(?:\.\d)?\s*(?:"|-?\s*inch\b)|\d+\s*GB\b)/i;

/** Words a title puts after the model line that are not part of it. */
const TRAILING_NOISE =
  /\s+(?:Gaming\s+Laptop|Gaming\s+Notebook|Laptop|Notebook\s+PC|Thin\s*(?:&|and)\s*Light(?:\s+Laptop)?|Series|2[\s-]*in[\s-]*1(?:\s+Laptop)?|AI\s+PC|Copilot\+?\s*PC)$/i;

/**
 * The model line a title starts with, brand and marketing words removed:
 * "Lenovo IdeaPad Slim 3 13th Gen Intel Core i5…" → "IdeaPad Slim 3",
 * "Acer Nitro V Gaming Laptop 13th Gen…" → "Nitro V", "Apple 2024 MacBook Pro Laptop with M4…" → "MacBook Pro".
 */
export function parseModelName(title: string, brand: string | null): string | null {
  const end = MODEL_LINE_END.exec(title);
  let head = (end ? title.slice(0, end.index) : title).trim();
  if (brand && head.toLowerCase().startsWith(brand.toLowerCase())) {
    head = head.slice(brand.length).trim();
  }
  head = head
    .replace(/\b(?:19|20)\d{2}\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let previous: string;
  do {
    previous = head;
    head = head.replace(TRAILING_NOISE, '').trim();
  } while (head !== previous);
  return head || null;
}

/** A manufacturer part number: letters and digits, 4+ long ("fq5330TU", "XL29", "14-fe0053QU"). */
const CODE_TOKEN = /^(?=[^\s]*[A-Za-z])(?=[^\s]*\d)[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*$/;
/** Tokens that look like part numbers but are specs: sizes, units, generations, memory types. */
const NOT_A_CODE = [
  /^\d+(?:\.\d+)?-?(?:inch|in|cm|mm|gb|tb|hz|kg|g|nits|wh|whr|mah|mp|ms|k|p|w|ghz|mhz|hrs?|yrs?|yr|th|st|nd|rd|c|t|x)$/i,
  /^(?:LP)?G?DDR\d/i,
  /^\d-in-\d$/i,
  /^\d+-core$/i,
  /^(?:Gen|Wi-?Fi|Win|Windows|USB|HDMI|Type-?C|Thunderbolt|MSO|Office|Bluetooth|BT)\d/i,
  /^[A-Z]\d$/i,
];

/**
 * The part number a title carries, usually its last comma-separated item ("…, 1.59kg), fq5330TU"):
 * the last code-like token after the model line that is not a spec or the processor/GPU name.
 */
export function parseModelCode(title: string, exclude: readonly (string | null)[]): string | null {
  const end = MODEL_LINE_END.exec(title);
  const tail = end ? title.slice(end.index) : '';
  const excluded = exclude.filter((s): s is string => !!s).map((s) => s.toLowerCase());
  const tokens = tail
    .split(/[\s,()/;:[\]|+]+/)
    .map((token) => token.replace(/^[-.'"]+|[-.'"]+$/g, ''))
    .filter(
      (token) =>
        token.length >= 4 &&
        CODE_TOKEN.test(token) &&
        !NOT_A_CODE.some((pattern) => pattern.test(token)) &&
        !excluded.some((name) => name.includes(token.toLowerCase())),
    );
  return tokens.at(-1) ?? null;
}
