/** Wording helpers shared by every metadata builder. */

export const SITE_NAME = 'Best Laptops India';

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** "a, b and c" */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "Dell XPS 13: Specs … | Best Laptops India" */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;

const monthYearFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const yearFormat = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "November 2026" in India: the freshness a shopper looks for in a "best laptops" title. */
export const monthYear = (now: Date) => monthYearFormat.format(now);
export const yearOf = (now: Date) => yearFormat.format(now);

/** Collapses whitespace so a title or description is one clean line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first sentence of a text, or the text cut at a word near `max` characters. */
export function summarise(text: string, max = 160): string {
  const clean = oneLine(text);
  const sentence = clean.match(/^.+?[.!?](?=\s|$)/)?.[0];
  if (sentence && sentence.length <= max) return sentence;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** "under ₹50,000" from the range name "Under ₹50,000"; other names read "in the … range". */
export function budgetPhrase(rangeName: string): string {
  return /^under\s/i.test(rangeName)
    ? `under ${rangeName.replace(/^under\s+/i, '')}`
    : `in the ${rangeName} range`;
}
