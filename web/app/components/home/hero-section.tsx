import { Button } from '@bli/ui';
import { Gamepad2, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { BUDGET_PAGES } from '../../lib/site';

interface HeroSectionProps {
  totalLaptops: number;
  brandCount: number;
  rangeCount: number;
}

export function HeroSection({ totalLaptops, brandCount, rangeCount }: HeroSectionProps) {
  const firstBudget = BUDGET_PAGES[0];
  return (
    <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          Best Laptops in India: Reviews &amp; Buying Guide
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">
          Compare laptops by budget, specification and use case, with prices in rupees and the time
          each price was last checked on Amazon.
        </p>
        {totalLaptops > 0 && (
          <p className="mt-3 text-sm text-slate-300" data-testid="hero-stats">
            {`${totalLaptops} laptops from ${brandCount} brands across ${rangeCount} price ranges.`}
          </p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to={firstBudget.path} prefetch="intent">
              <IndianRupee className="h-5 w-5" aria-hidden="true" />
              Best Laptops {firstBudget.label}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-white/10 text-white hover:bg-white/20"
          >
            <Link to="/gaming-laptops" prefetch="intent">
              <Gamepad2 className="h-5 w-5" aria-hidden="true" />
              Gaming Laptops
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
