import type { SearchResult } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge } from '@bli/ui';

/** "core i7" → "Core i7", "apple m3 pro" → "Apple M3 Pro". */
const familyLabel = (family: string) =>
  family
    .split(' ')
    .map((word) => (/^i\d$/.test(word) ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');

/** How the search read the shopper's words, as chips: "Under ₹80,000", "Gaming", "16 GB+". */
export function filterChips(filters: SearchResult['filters']): string[] {
  const chips: string[] = [];
  const { minPrice, maxPrice } = filters;
  if (minPrice !== undefined && maxPrice !== undefined) {
    chips.push(`${formatInr(minPrice)} – ${formatInr(maxPrice)}`);
  } else if (maxPrice !== undefined) chips.push(`Under ${formatInr(maxPrice)}`);
  else if (minPrice !== undefined) chips.push(`From ${formatInr(minPrice)}`);
  if (filters.gamingTier) chips.push(`${filters.gamingTier} gaming`);
  else if (filters.gaming) chips.push('Gaming');
  chips.push(...filters.brands);
  if (filters.processorFamily) chips.push(familyLabel(filters.processorFamily));
  else if (filters.processorBrand) chips.push(filters.processorBrand);
  if (filters.minRamGb) chips.push(`${filters.minRamGb} GB+ RAM`);
  if (filters.minStorageGb) chips.push(`${filters.minStorageGb} GB+ storage`);
  if (filters.storageType) chips.push(filters.storageType);
  if (filters.dedicatedGraphics === true) chips.push('Dedicated graphics');
  if (filters.dedicatedGraphics === false) chips.push('Integrated graphics');
  if (filters.maxWeightKg !== undefined) chips.push(`Up to ${filters.maxWeightKg} kg`);
  if (filters.terms.length) chips.push(`“${filters.terms.join(' ')}”`);
  return chips;
}

/** The line under the heading: what was understood, what was corrected and what was ignored. */
export function SearchSummary({ result }: { result: SearchResult }) {
  const chips = filterChips(result.filters);
  return (
    <div className="space-y-2 text-sm text-slate-600" data-testid="search-summary">
      {chips.length > 0 && (
        <p className="flex flex-wrap items-center gap-2">
          <span>Showing:</span>
          {chips.map((chip) => (
            <Badge key={chip} tone="outline" className="bg-white">
              {chip}
            </Badge>
          ))}
        </p>
      )}
      {result.corrections.length > 0 && (
        <p>
          Searched for{' '}
          {result.corrections.map((c, i) => (
            <span key={c.from}>
              {i > 0 && ', '}
              <strong>{c.to}</strong> (you typed “{c.from}”)
            </span>
          ))}
          .
        </p>
      )}
      {result.ignoredTerms.length > 0 && (
        <p>
          No laptop mentions “{result.ignoredTerms.join(' ')}”, so these results match the rest of
          your search.
        </p>
      )}
    </div>
  );
}
