import { processorModelTokens } from '@bli/domain';

/**
 * A processor name's model number as the text a laptop's processor text must contain, its tokens
 * between single spaces (" i5 1135g7 "); null when the name has none, which matches nothing.
 */
export function processorNeedle(processorName: string): string | null {
  const tokens = processorModelTokens(processorName);
  return tokens.length > 0 ? ` ${tokens.join(' ')} ` : null;
}

/**
 * A text column as its tokens (processorNameTokens: lower-case letters and digits) between single
 * spaces, with spaces at both ends: " amd ryzen 5 5500u 6 cores ". It contains a needle exactly
 * when it holds the needle's tokens one after the other as whole tokens.
 */
export const tokenText = (column: string) =>
  `(' ' || regexp_replace(lower(coalesce(${column}, '')), '[^a-z0-9]+', ' ', 'g') || ' ')`;

/**
 * A laptop's processor texts as tokens, processorModel then specifications.processor, apart: "|"
 * is no token, so a needle never runs from one into the other.
 */
export const PROCESSOR_TOKENS_SQL = `(${tokenText('"processor_model"')} || '|' || ${tokenText(
  `"specifications"->>'processor'`,
)})`;

/**
 * The active laptops' processor tokens in a trigram index: a needle's matches are read from it
 * (LIKE '%needle%'), not from a scan of every laptop; the rank order then sorts them alone.
 */
export const PROCESSOR_TOKENS_INDEX_SQL =
  `create index "laptops_processor_tokens_trgm_index" on "catalogue"."laptops" ` +
  `using gin (${PROCESSOR_TOKENS_SQL} public.gin_trgm_ops) where "is_active"`;
