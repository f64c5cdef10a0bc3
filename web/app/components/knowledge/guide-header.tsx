import type { KnowledgeGuide } from '@bli/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { GuideBadges } from './guide-badges';
import { KeywordChips } from './keyword-chips';

/** Breadcrumb (Knowledge Hub › category › guide), title, description and the guide's facts. */
export function GuideHeader({ guide }: { guide: KnowledgeGuide }) {
  return (
    <header className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to="/knowledge-hub" className="hover:text-orange-700 hover:underline">
              Knowledge Hub
            </Link>
            <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />
          </li>
          <li className="flex items-center gap-1">
            <Link
              to={`/knowledge-hub#${guide.category.slug}`}
              className="hover:text-orange-700 hover:underline"
            >
              {guide.category.title}
            </Link>
            <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />
          </li>
          <li aria-current="page" className="text-slate-700">
            {guide.title}
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {guide.title}
      </h1>
      <p className="text-lg text-slate-600">{guide.description}</p>
      <GuideBadges guide={guide} />
      <KeywordChips keywords={guide.targetKeywords} limit={Infinity} />
    </header>
  );
}
