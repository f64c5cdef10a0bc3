import { Check } from 'lucide-react';

/**
 * General, well-established traits of the two laptop processor families (not claims about
 * any one laptop). The head-to-head sections below give the numbers for specific chips.
 */
const BRANDS = [
  {
    id: 'amd',
    title: 'AMD Ryzen strengths',
    tone: 'border-red-200 bg-red-50',
    heading: 'text-red-800',
    points: [
      'More cores for the money in budget and mid-range laptops, which speeds up multitasking, coding builds and video exports',
      'Efficient 15 W U-series chips that often give longer battery life in laptops of the same price',
      'Radeon integrated graphics that handle casual games and video playback well',
      'Often the cheaper laptop when the rest of the specification is the same',
    ],
  },
  {
    id: 'intel',
    title: 'Intel Core strengths',
    tone: 'border-blue-200 bg-blue-50',
    heading: 'text-blue-800',
    points: [
      'Strong single-core speed, which makes everyday apps, web pages and older software feel responsive',
      'Iris Xe graphics on G7 chips is a step up for light gaming and photo editing, when the laptop has dual-channel RAM',
      'Thunderbolt 4 is common on 11th-generation and newer Intel laptops, for fast docks and external displays',
      'Sold in a very wide range of laptops, including most business and enterprise models',
    ],
  },
] as const;

export function BrandOverview() {
  return (
    <section aria-labelledby="overview-heading" className="space-y-4">
      <h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
        AMD Ryzen vs Intel Core at a glance
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {BRANDS.map((brand) => (
          <div key={brand.id} className={`rounded-lg border p-5 ${brand.tone}`}>
            <h3 className={`text-lg font-semibold ${brand.heading}`}>{brand.title}</h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {brand.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
