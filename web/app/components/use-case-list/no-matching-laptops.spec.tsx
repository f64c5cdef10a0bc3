import type { UseCase } from '@bli/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NoMatchingLaptops } from './no-matching-laptops';

const useCase = {
  slug: 'travel',
  title: 'Best Laptops for Travel',
  criteria: { minPrice: 40_000, maxPrice: 150_000, maxWeightKg: 1.4 },
} as UseCase;

describe('NoMatchingLaptops', () => {
  it('says no laptop meets the checks, names them, and links onwards', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NoMatchingLaptops useCase={useCase} />
      </MemoryRouter>,
    );
    expect(html).toContain('No Laptops Found');
    expect(html).toContain(
      'None of the laptops we track meets all of these checks right now: priced ₹40,000 – ₹1,50,000 and 1.4 kg or lighter.',
    );
    expect(html).toContain('href="/best-laptop-under-150000"');
    expect(html).toContain('href="/use-cases"');
  });
});
