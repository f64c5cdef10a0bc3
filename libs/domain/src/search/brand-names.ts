/** Laptop brands sold in India, as the catalogue spells them. */
export const KNOWN_BRANDS = [
  'Acer',
  'Alienware',
  'Apple',
  'ASUS',
  'Avita',
  'Chuwi',
  'Dell',
  'Fujitsu',
  'Gigabyte',
  'Honor',
  'HP',
  'Huawei',
  'Infinix',
  'Lenovo',
  'LG',
  'Microsoft',
  'MSI',
  'Primebook',
  'Razer',
  'Realme',
  'Samsung',
  'Xiaomi',
  'Zebronics',
] as const;

/** Other words shoppers use for a brand (a Map: a shopper's "constructor" is no brand). */
const ALIASES = new Map<string, string>([
  ['mac', 'Apple'],
  ['macbook', 'Apple'],
  ['surface', 'Microsoft'],
  ['redmi', 'Xiaomi'],
  ['mi', 'Xiaomi'],
]);

/** Optimal string alignment distance: edits, with a swap of neighbours counting once. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** Typos allowed for a word of this length: none for short names like "hp" or "msi". */
function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** The brand a word names, tolerating a typo ("lenova", "asuss", "samsng"); null when none. */
export function matchBrand(word: string): string | null {
  const lower = word.toLowerCase();
  const alias = ALIASES.get(lower);
  if (alias) return alias;
  const exact = KNOWN_BRANDS.find((brand) => brand.toLowerCase() === lower);
  if (exact) return exact;
  const allowed = allowedEdits(lower.length);
  if (allowed === 0) return null;
  let best: { brand: string; distance: number } | null = null;
  for (const brand of KNOWN_BRANDS) {
    if (brand.length < 4) continue;
    const distance = editDistance(lower, brand.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { brand, distance };
  }
  return best?.brand ?? null;
}
