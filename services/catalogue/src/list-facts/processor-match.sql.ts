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
