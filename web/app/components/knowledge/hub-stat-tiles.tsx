import type { HubStat } from './knowledge-model';

export function HubStatTiles({ stats }: { stats: readonly HubStat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
          <dd className="text-2xl font-bold text-orange-600 sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
