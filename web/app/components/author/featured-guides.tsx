import type { Author } from '@bli/contracts';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';

/** Links to the author's featured guides (blog posts and knowledge-hub guides). */
export function FeaturedGuides({ guides }: { guides: Author['featuredGuides'] }) {
  if (guides.length === 0) return null;
  return (
    <section
      aria-labelledby="guides-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="guides-heading" className="text-xl font-semibold text-slate-900">
        Featured guides
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {guides.map((guide) => (
          <li key={guide.path}>
            <Link
              to={guide.path}
              className="group flex items-start gap-3 py-3 text-slate-800 hover:text-orange-700"
            >
              <FileText
                className="mt-0.5 h-5 w-5 shrink-0 text-slate-400 group-hover:text-orange-500"
                aria-hidden="true"
              />
              <span className="flex-1 font-medium">{guide.title}</span>
              <ArrowRight
                className="mt-0.5 h-4 w-4 shrink-0 text-slate-300 transition-transform group-hover:translate-x-0.5 group-hover:text-orange-500"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
