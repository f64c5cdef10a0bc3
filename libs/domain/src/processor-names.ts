/** "Intel Core i5-1135G7 (4 cores)" → ["intel", "core", "i5", "1135g7", "4", "cores"]. */
export function processorNameTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/**
 * The part of a processor name that identifies the chip, as tokens. Catalogue names vary
 * ("AMD Ryzen 5 5500U", "Ryzen 5 5500U", "Core i5-1135G7", "Intel Core i5 1135G7"), so the
 * brand and family words are dropped and only the model number is kept: the last word of the
 * name ("5500U", "i5-1135G7" → ["i5", "1135g7"]). A model that is only digits ("Ryzen 7 260")
 * keeps the word before it too (["7", "260"]), so a bare number never matches on its own.
 * docs/product-rules.md §7: a laptop has the processor when its processorModel or
 * specifications.processor holds these tokens one after the other, as whole tokens.
 */
export function processorModelTokens(processorName: string): string[] {
  const words = processorName.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? '';
  const model = processorNameTokens(last);
  if (model.length > 0 && model.every((token) => /^\d+$/.test(token)) && words.length > 1) {
    return [...processorNameTokens(words.at(-2) ?? ''), ...model];
  }
  return model;
}
