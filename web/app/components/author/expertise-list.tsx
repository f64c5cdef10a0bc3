import { CheckCircle2 } from 'lucide-react';

export function ExpertiseList({ expertise }: { expertise: readonly string[] }) {
  if (expertise.length === 0) return null;
  return (
    <section
      aria-labelledby="expertise-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="expertise-heading" className="text-xl font-semibold text-slate-900">
        Areas of expertise
      </h2>
      <ul className="mt-4 space-y-3">
        {expertise.map((item) => (
          <li key={item} className="flex items-start gap-3 text-slate-700">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-orange-500" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
