import type { Laptop } from '@bli/contracts';
import { LaptopCard } from '../laptop-card';

/**
 * The laptops a post embeds, in the editor's order, each a product box from the catalogue as it
 * is now: live price with its "as of" time and the buy link through the click hop (never a price
 * or a retailer link pasted into the article). Static: server HTML, no code on first load.
 */
export function PostLaptops({ laptops }: { laptops: readonly Laptop[] }) {
  if (laptops.length === 0) return null;
  return (
    <section aria-labelledby="post-laptops-heading" className="mt-12" data-testid="post-laptops">
      <h2 id="post-laptops-heading" className="mb-4 text-xl font-bold text-slate-900">
        Laptops in this article
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2">
        {laptops.map((laptop) => (
          <li key={laptop.asin}>
            <LaptopCard laptop={laptop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
