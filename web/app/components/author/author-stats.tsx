import type { Author } from '@bli/contracts';

/** The author's numbers as tiles (value large, label under it). */
export function AuthorStats({ stats }: { stats: Author['stats'] }) {
  if (stats.length === 0) return null;
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        At a glance
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
          >
            <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-orange-600">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
