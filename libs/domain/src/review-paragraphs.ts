/**
 * An editor's review as paragraphs of plain text: a blank line parts paragraphs, any other line
 * break is a space. Never HTML: the front ends render each paragraph as escaped text.
 */
export function reviewParagraphs(review: string | null | undefined): string[] {
  return (review ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
