/** docs/product-rules.md §5: lowercase, non-alphanumerics to hyphens, repeats collapsed, ends trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
