import { ClipboardCheck, IndianRupee, Users } from 'lucide-react';
import { Link } from 'react-router';
import { HomeSection } from './section';

export function TrustSection() {
  return (
    <HomeSection
      id="why-trust-us"
      title="Why Trust Best Laptops India"
      className="border-y border-slate-200 bg-white"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        <li className="rounded-lg bg-slate-50 p-5">
          <ClipboardCheck className="h-7 w-7 text-orange-500" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold">Expert reviews</h3>
          <p className="mt-2 text-sm text-slate-600">
            Reviews and guides are written by{' '}
            <Link to="/author/rohit-sharma" className="font-medium text-orange-700 hover:underline">
              Rohit Sharma
            </Link>
            . Each one lists pros and cons and compares the laptop with alternatives at the same
            budget; his page explains how laptops are assessed.
          </p>
        </li>
        <li className="rounded-lg bg-slate-50 p-5">
          <IndianRupee className="h-7 w-7 text-orange-500" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold">Real-time pricing</h3>
          <p className="mt-2 text-sm text-slate-600">
            Prices are tracked through a price-tracking API and Amazon&apos;s product data. Every
            price shows when it was last checked; a price older than 24 hours is not shown, and you
            are asked to check it on Amazon instead.
          </p>
        </li>
        <li className="rounded-lg bg-slate-50 p-5">
          <Users className="h-7 w-7 text-orange-500" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold">Community driven</h3>
          <p className="mt-2 text-sm text-slate-600">
            Ratings and review counts come from the community of buyers who own these laptops, not
            from us. Our rankings weigh both how well a laptop is rated and how many people rated
            it.
          </p>
        </li>
      </ul>
    </HomeSection>
  );
}
