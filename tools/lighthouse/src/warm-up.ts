/**
 * What a page loads that a server can have cold: the document itself, its stylesheets, scripts
 * and every picture candidate (`src`, `href` and `srcset` URLs), absolute or from the page's
 * origin. Links to other pages (`<a href>`) are not resources and are left out.
 */
export function pageResources(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  const add = (value: string) => {
    try {
      urls.add(new URL(value.replaceAll('&amp;', '&'), pageUrl).toString());
    } catch {
      // Not a URL (a data: fragment cut by the pattern, say): nothing to warm.
    }
  };
  for (const [tag] of html.matchAll(/<(?:link|script|img|source)\b[^>]*>/gi)) {
    for (const [, value] of tag.matchAll(/\s(?:src|href)="([^"]+)"/gi)) add(value);
    for (const [, list] of tag.matchAll(/\ssrcset="([^"]+)"/gi)) {
      for (const candidate of list.split(',')) add(candidate.trim().split(/\s+/)[0]);
    }
  }
  return [...urls].filter((url) => /^https?:/.test(url));
}

/**
 * One unscored load of the page and everything it refers to, so that the scored runs see the
 * server as shoppers do after the first visitor (HTML cache filled, pictures rendered, files in
 * the page cache) instead of one run paying every first-time cost.
 */
export async function warmUp(pageUrl: string): Promise<void> {
  const response = await fetch(pageUrl, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  await Promise.all(
    pageResources(html, pageUrl).map(async (url) => {
      const resource = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await resource.arrayBuffer();
    }),
  );
}
