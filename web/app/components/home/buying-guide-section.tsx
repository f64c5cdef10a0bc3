import type { PriceRange } from '@bli/contracts';
import { Cpu, Gamepad2, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { BUDGET_PAGES, FILTER_PAGES, type FilterPage } from '../../lib/site';
import { HomeSection } from './section';

/** One line on what each spec page is for. */
const FILTER_NOTES: Record<FilterPage['slug'], string> = {
  'amd-processor':
    'Ryzen laptops: strong multi-core performance and capable integrated Radeon graphics.',
  'intel-processor':
    'Core and Core Ultra laptops in every budget; Core Ultra chips add an NPU for on-device AI.',
  '8gb-ram': 'Enough for browsing, classes and office work; check whether the RAM can be upgraded.',
  '16gb-ram': 'Comfortable multitasking, coding and photo editing: the safer choice for 4–5 years.',
  'ssd-storage': 'NVMe SSDs start Windows in seconds; avoid laptops with only a hard disk.',
  'dedicated-graphics': 'NVIDIA GeForce RTX or AMD Radeon GPUs for games, video editing and 3D.',
};

const STEPS = [
  {
    title: 'Fix your budget, then check offers',
    text: 'Decide the most you will pay before you browse. Bank instant discounts and exchange offers can bring a laptop from the next bracket within reach, but read the minimum-spend and card conditions.',
  },
  {
    title: 'Pick the processor class, not just the brand',
    text: 'U- and P-series chips (and Apple M-series) favour battery life and quiet running; H- and HX-series chips favour sustained performance for gaming and rendering. A newer generation usually matters more than i5 vs i7.',
  },
  {
    title: 'Get 16 GB of RAM if you can',
    text: 'Many thin laptops have soldered RAM that can never be upgraded. 8 GB works for light use today; 16 GB keeps a laptop comfortable for years.',
  },
  {
    title: 'Choose an SSD of 512 GB or more',
    text: 'Windows updates, apps and games fill 256 GB quickly. Check whether there is a spare M.2 slot for a second SSD later.',
  },
  {
    title: 'Look closely at the screen',
    text: 'Prefer IPS or OLED panels, 300 nits or brighter, and good colour coverage (100% sRGB) if you edit photos. TN panels and 45% NTSC screens look washed out.',
  },
] as const;

const linkClass = 'font-medium text-orange-700 hover:underline';

export function BuyingGuideSection({ ranges }: { ranges: readonly PriceRange[] }) {
  const countFor = (seoSlug: string) =>
    ranges.find((range) => range.seoSlug === seoSlug)?.laptopCount;
  return (
    <HomeSection
      id="buying-guide"
      title="Laptop Buying Guide for India"
      intro="Start from your budget or from the one specification you cannot compromise on."
      className="border-y border-slate-200 bg-white"
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <div>
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <IndianRupee className="h-5 w-5 text-orange-500" aria-hidden="true" /> By budget
          </h3>
          <ul className="mt-3 space-y-2">
            {BUDGET_PAGES.map((page) => {
              const count = countFor(page.seoSlug);
              return (
                <li key={page.path}>
                  <Link to={page.path} prefetch="intent" className={linkClass}>
                    Best laptops {page.label.toLowerCase()}
                  </Link>
                  {count !== undefined && (
                    <span className="text-sm text-slate-500"> · {count} laptops</span>
                  )}
                </li>
              );
            })}
          </ul>
          <h3 className="mt-6 flex items-center gap-2 text-lg font-semibold">
            <Gamepad2 className="h-5 w-5 text-orange-500" aria-hidden="true" /> Gaming
          </h3>
          <p className="mt-2 text-sm text-slate-600">
            <Link to="/gaming-laptops" prefetch="intent" className={linkClass}>
              Gaming laptops
            </Link>{' '}
            grouped into entry, mid-range and high-end tiers by their gaming performance rating.
          </p>
        </div>

        <div>
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Cpu className="h-5 w-5 text-orange-500" aria-hidden="true" /> By specification
          </h3>
          <ul className="mt-3 space-y-3">
            {FILTER_PAGES.map((page) => (
              <li key={page.slug}>
                <Link to={`/laptops/${page.slug}`} prefetch="intent" className={linkClass}>
                  {page.label} laptops
                </Link>
                <p className="text-sm text-slate-600">{FILTER_NOTES[page.slug]}</p>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="text-lg font-semibold">Choosing in five steps</h3>
          <ol className="mt-3 space-y-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-orange-100 text-xs font-bold text-orange-800">
                  {index + 1}
                </span>
                <div>
                  <p className="font-medium">{step.title}</p>
                  <p className="text-sm text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </HomeSection>
  );
}
