import type { Author } from '@bli/contracts';
import { SITE_NAME } from '../../lib/site';

/** "Rohit Sharma" → "RS": the drawn avatar of an author without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0];
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase();
}

/** The first sentence of a text, or the text cut at a word near `max` characters. */
export function summarise(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = clean.match(/^.+?[.!?](?=\s|$)/)?.[0];
  if (sentence && sentence.length <= max) return sentence;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** schema.org ProfilePage about the author (a Person), for "who wrote it". */
export function authorJsonLd(author: Author, pageUrl: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: pageUrl,
    mainEntity: {
      '@type': 'Person',
      name: author.name,
      jobTitle: author.role,
      description: author.bio,
      knowsAbout: author.expertise,
      url: pageUrl,
      ...(author.photoUrl ? { image: new URL(author.photoUrl, origin).href } : {}),
      worksFor: { '@type': 'Organization', name: SITE_NAME, url: origin },
    },
  };
}
