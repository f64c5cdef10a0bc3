import type { KnowledgeGuideSummary } from '@bli/contracts';
import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';

interface RelatedGuidesProps {
  categoryTitle: string;
  guides: readonly Pick<KnowledgeGuideSummary, 'path' | 'title' | 'description'>[];
}

/** The other guides of the same category, then the way back to the hub. */
export function RelatedGuides({ categoryTitle, guides }: RelatedGuidesProps) {
  return (
    <section aria-labelledby="related-guides-heading" className="space-y-4">
      <h2 id="related-guides-heading" className="text-2xl font-bold text-slate-900">
        More {categoryTitle} guides
      </h2>
      {guides.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {guides.map((guide) => (
            <li key={guide.path}>
              <Link
                to={guide.path}
                prefetch="intent"
                className="group block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-orange-300"
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900 group-hover:text-orange-700">
                  <BookOpen className="h-4 w-4 shrink-0 text-orange-500" aria-hidden="true" />
                  {guide.title}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{guide.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/knowledge-hub"
        className="inline-flex items-center gap-1 font-medium text-orange-700 hover:underline"
      >
        {guides.length > 0
          ? 'All guides in the Knowledge Hub'
          : 'Browse every guide in the Knowledge Hub'}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
