/** One question of a page's FAQ. */
export interface FaqItem {
  question: string;
  /** Plain text: also used verbatim in the FAQPage structured data. */
  answer: string;
  /** A further link shown under the answer (not part of the structured data). */
  link?: { to: string; label: string };
}

/** schema.org FAQPage for a page's FAQ. */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
