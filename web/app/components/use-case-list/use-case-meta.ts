/** "Best Laptops for Work From Home" → "work from home"; a title of another shape, lower-cased. */
export function useCaseTopic(title: string): string {
  const topic = title.replace(/^best\s+laptops\s+for\s+/i, '').replace(/^best\s+/i, '');
  // Lower-case ordinary words only: acronyms and brand names such as "GST" or "MacBook" stay.
  return topic.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}
