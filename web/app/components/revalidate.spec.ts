import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { revalidateOnNewPath } from './revalidate';

const base = 'https://example.test/price-range/under-50000';
const revalidates = (from: string, to: string) =>
  revalidateOnNewPath({
    currentUrl: new URL(`${base}${from}`),
    nextUrl: new URL(`${base}${to}`),
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs);

describe('revalidateOnNewPath', () => {
  it('keeps the loaded list for a sort or view of its own', () => {
    expect(revalidates('', '?sort=rating')).toBe(false);
    expect(revalidates('?sort=rating', '?sort=popularity&view=list')).toBe(false);
  });

  it('asks the catalogue again for another page, its real-discount order or its good deals', () => {
    expect(revalidates('', '?page=2')).toBe(true);
    expect(revalidates('?sort=rating', '?sort=real-discount')).toBe(true);
    expect(revalidates('?sort=real-discount', '?sort=rating')).toBe(true);
    expect(revalidates('?view=list', '?view=list&goodDeals=true')).toBe(true);
    expect(revalidates('?goodDeals=true', '?goodDeals=true&view=list')).toBe(false);
  });
});
