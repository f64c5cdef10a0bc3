import { formatInr } from '@bli/domain';
import { Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { IndianRupee, Laptop, Layers, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { statsQuery } from './dashboard.queries';

function StatCard({
  label,
  icon,
  value,
  detail,
}: {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <Card>
      <CardBody>
        <div className="flex items-center justify-between text-sm font-medium text-slate-600">
          <span>{label}</span>
          {icon}
        </div>
        <p className="mt-2 text-2xl font-bold">{value}</p>
        {detail && <p className="mt-1 text-xs text-slate-500">{detail}</p>}
      </CardBody>
    </Card>
  );
}

/** docs/product-rules.md §2: total laptops (with active and featured), price ranges, active deals, average price. */
export function StatCards() {
  const stats = useQuery(statsQuery);
  if (stats.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        The statistics could not be loaded.
      </p>
    );
  }
  const s = stats.data;
  const iconClass = 'h-4 w-4 text-slate-400';
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="stat-cards">
      <StatCard
        label="Total Laptops"
        icon={<Laptop className={iconClass} aria-hidden="true" />}
        value={s.totalLaptops}
        detail={`${s.activeLaptops} active, ${s.featuredLaptops} featured`}
      />
      <StatCard
        label="Price Ranges"
        icon={<Layers className={iconClass} aria-hidden="true" />}
        value={s.priceRanges}
      />
      <StatCard
        label="Active Deals"
        icon={<Tag className={iconClass} aria-hidden="true" />}
        value={s.activeDeals}
      />
      <StatCard
        label="Average Price"
        icon={<IndianRupee className={iconClass} aria-hidden="true" />}
        value={s.averageCurrentPrice === null ? '—' : formatInr(s.averageCurrentPrice)}
        detail="Mean current price of active laptops"
      />
    </div>
  );
}
