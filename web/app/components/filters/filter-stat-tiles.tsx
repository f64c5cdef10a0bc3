import { formatInr } from '@bli/domain';
import { Gamepad2, IndianRupee, Laptop as LaptopIcon, Tags } from 'lucide-react';
import type { FilterStats } from './filter-stats';

/** Four tiles: total laptops, gaming models, starting price (current prices only), brands. */
export function FilterStatTiles({ stats }: { stats: FilterStats }) {
  const tiles = [
    { label: 'Total laptops', value: String(stats.count), note: null, Icon: LaptopIcon },
    { label: 'Gaming models', value: String(stats.gaming), note: null, Icon: Gamepad2 },
    {
      label: 'Starting price',
      value: stats.lowest ? formatInr(stats.lowest.currentPrice) : 'Check on Amazon',
      note: stats.lowest ? stats.pricesAsOf : 'Prices are being refreshed',
      Icon: IndianRupee,
    },
    { label: 'Brands', value: String(stats.brands.length), note: null, Icon: Tags },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, value, note, Icon }) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
            <Icon className="h-4 w-4 text-orange-600" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          {note && <dd className="text-xs text-slate-500">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
