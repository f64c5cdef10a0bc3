/** A budget found in a query: rupee bounds and the query with the budget words taken out. */
export interface ParsedBudget {
  minPrice?: number;
  maxPrice?: number;
  /** The query without the budget phrase, for "try a nearby budget" rewrites. */
  rest: string;
}

const UNIT = String.raw`(k|thousands?|lakhs?|lacs?|l(?![a-z]))`;
// A number followed by a spec unit is a size, weight or runtime, never money ("under 15 inch").
const NOT_MONEY = String.raw`(?!\s*(?:gb|tb|inch|"|kg|g\b|hours?|hrs?|hz|w\b|wh|mp|cores?|gen))`;
const AMOUNT = String.raw`(?:rs\.?\s*|inr\s*)?(\d+(?:\.\d+)?)\s*${UNIT}?${NOT_MONEY}(?:\s*(?:rs|rupees|inr)\b)?`;

const MULTIPLIER = new Map<string, number>([
  ['k', 1_000],
  ['thousand', 1_000],
  ['lakh', 100_000],
  ['lac', 100_000],
  ['l', 100_000],
]);

function multiplier(unit: string | undefined): number | undefined {
  if (!unit) return undefined;
  return MULTIPLIER.get(unit.replace(/s$/, ''));
}

/** Below this a bare number is a spec ("RTX 4050", "16"), not rupees, unless a budget word says so. */
const BARE_RUPEES_MIN = 10_000;
const RUPEES_MAX = 10_00_000;

/**
 * Rupees of one amount. `hinted`: a budget word ("under", "between") stands before it, so
 * "under 50" means ₹50,000 the way Indians say it; otherwise a bare number must look like rupees.
 */
function rupees(
  digits: string,
  unit: string | undefined,
  hasCurrency: boolean,
  hinted: boolean,
): number | null {
  const value = Number(digits);
  if (!Number.isFinite(value) || value <= 0) return null;
  const times = multiplier(unit);
  let amount: number;
  if (times) amount = value * times;
  else if (value >= BARE_RUPEES_MIN || (hasCurrency && value >= 1_000)) amount = value;
  else if ((hinted || hasCurrency) && value >= 10 && value < 1_000) amount = value * 1_000;
  else return null;
  amount = Math.round(amount);
  return amount > RUPEES_MAX ? null : amount;
}

/** Indian digit grouping and the rupee sign, so "₹1,00,000" reads as "rs 100000". */
export function normaliseBudgetText(query: string): string {
  return query
    .toLowerCase()
    .replace(/₹/g, ' rs ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Rule {
  pattern: RegExp;
  read(match: RegExpExecArray): Omit<ParsedBudget, 'rest'> | null;
}

const amountAt = (m: RegExpExecArray, i: number, hinted: boolean, unitFallback?: string) => {
  const hasCurrency = /(?:rs|inr|rupees)/.test(m[0]);
  return rupees(m[i], m[i + 1] ?? unitFallback, hasCurrency, hinted);
};

const RULES: Rule[] = [
  {
    // "between 40k and 60k", "40 to 60k", "40k-60k", "1 to 1.5 lakh"
    pattern: new RegExp(String.raw`(?:between\s+|from\s+)?${AMOUNT}\s*(?:and|to|-|–)\s*${AMOUNT}`),
    read(m) {
      const hinted = /between|from|to/.test(m[0]) || Boolean(m[2] || m[4]);
      const low = amountAt(m, 1, hinted, m[2] ? undefined : m[4]);
      const high = amountAt(m, 3, hinted);
      if (low === null || high === null) return null;
      return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high) };
    },
  },
  {
    pattern: new RegExp(
      String.raw`(?:under|below|less than|upto|up to|within|max(?:imum)?|not more than|budget(?: of)?|<|<=)\s*${AMOUNT}`,
    ),
    read(m) {
      const max = amountAt(m, 1, true);
      return max === null ? null : { maxPrice: max };
    },
  },
  {
    pattern: new RegExp(
      String.raw`(?:above|over|more than|min(?:imum)?|starting(?: at| from)?|from|>|>=)\s*${AMOUNT}`,
    ),
    read(m) {
      const min = amountAt(m, 1, true);
      return min === null ? null : { minPrice: min };
    },
  },
  {
    // "around 50k": a tenth either side.
    pattern: new RegExp(String.raw`(?:around|about|near|approx(?:imately)?|~)\s*${AMOUNT}`),
    read(m) {
      const centre = amountAt(m, 1, true);
      if (centre === null) return null;
      return { minPrice: Math.round(centre * 0.9), maxPrice: Math.round(centre * 1.1) };
    },
  },
  {
    // A lone amount is the most the shopper wants to spend: "laptop 50k", "₹75,000".
    pattern: new RegExp(AMOUNT),
    read(m) {
      const max = amountAt(m, 1, false);
      return max === null ? null : { maxPrice: max };
    },
  },
];

const wordBounded = (text: string, index: number, length: number) =>
  (index === 0 || /[\s(]/.test(text[index - 1])) &&
  (index + length === text.length || /[\s),.!?]/.test(text[index + length]));

/** The first budget phrase of a query, in any of the ways Indians write one. */
export function parseBudget(query: string): ParsedBudget {
  const text = normaliseBudgetText(query);
  for (const rule of RULES) {
    const global = new RegExp(rule.pattern.source, 'g');
    for (let m = global.exec(text); m; m = global.exec(text)) {
      // "i5-13420h" and "82xm00" hold digits but are model codes, not money.
      if (!wordBounded(text, m.index, m[0].length)) continue;
      const budget = rule.read(m);
      if (!budget) continue;
      const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`
        .replace(/\s+/g, ' ')
        .trim();
      return { ...budget, rest };
    }
  }
  return { rest: text };
}

/** "under ₹40k"-style words for a suggested budget, short enough for a query. */
export function budgetPhrase(maxPrice: number): string {
  if (maxPrice >= 100_000 && maxPrice % 50_000 === 0) return `under ${maxPrice / 100_000} lakh`;
  return `under ${Math.round(maxPrice / 1_000)}k`;
}
