import { Link } from 'react-router';
import { SITE_NAME } from '../lib/site';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { PRICE_VERDICTS_PATH } from './price-verdicts/methodology-path';
import { SpriteIcon } from './sprite-icon';

/** docs/product-rules.md §10: three budget range pages and the premium range. */
const PRICE_RANGE_LINKS = [
  { to: '/price-range/under-30000', label: 'Under ₹30,000' },
  { to: '/price-range/under-50000', label: 'Under ₹50,000' },
  { to: '/price-range/under-80000', label: 'Under ₹80,000' },
  { to: '/price-range/premium', label: 'Premium Laptops' },
] as const;

/** docs/product-rules.md §2: the category list is plain text. */
const CATEGORIES = ['Gaming', 'Business', 'Student', 'Ultrabooks'] as const;

const headingClass = 'text-sm font-semibold uppercase tracking-wide text-white';
const linkClass = 'text-orange-300 underline-offset-2 hover:text-orange-200 hover:underline';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="inline-flex items-center gap-2 text-lg font-bold text-white">
            <SpriteIcon name="laptop" className="h-5 w-5 text-orange-400" />
            {SITE_NAME}
          </p>
          <p>
            Laptop reviews, comparisons and buying guides for shoppers in India, with prices in
            rupees and the time each price was checked.
          </p>
        </div>

        <nav aria-label="Price ranges">
          <h2 className={headingClass}>Price Ranges</h2>
          <ul className="mt-3 space-y-2">
            {PRICE_RANGE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} prefetch="intent" className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Categories</h2>
          <ul className="mt-3 space-y-2">
            {CATEGORIES.map((category) => (
              <li key={category}>{category}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>About</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/author/rohit-sharma" className={linkClass}>
                About the author: Rohit Sharma
              </Link>
            </li>
            <li>
              <Link to={PRICE_VERDICTS_PATH} className={linkClass}>
                How we judge prices
              </Link>
            </li>
            <li>Affiliate Disclosure</li>
            <li>Privacy Policy</li>
            <li>Terms of Service</li>
          </ul>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6">
          <AffiliateDisclosure variant="footer" />
          <p className="text-xs text-slate-400">{`© 2025 ${SITE_NAME}. All rights reserved.`}</p>
        </div>
      </div>
    </footer>
  );
}
