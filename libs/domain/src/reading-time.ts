/** Average adult reading speed used for "n min read". */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read an HTML or plain text body: words in its text / 200, at least 1. */
export function readingTimeMinutes(htmlOrText: string): number {
  const text = htmlOrText.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
