import { ClipboardCheck } from 'lucide-react';
import { useMemo } from 'react';
import { ArticleBody } from '../article-body';
import { withHeadingIds } from '../article-headings';

/**
 * "How it was assessed": the author's testing method (sanitised HTML from the content API),
 * with a contents list of its sections beside it on wide screens.
 */
export function Methodology({ html }: { html: string }) {
  const { html: body, headings } = useMemo(() => withHeadingIds(html, 3, 'method-'), [html]);
  return (
    <section
      id="methodology"
      aria-labelledby="methodology-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-600">
          <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="methodology-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          How we test and assess laptops
        </h2>
      </div>
      <p className="mt-3 max-w-3xl text-slate-600">
        Every guide and recommendation on this site follows the method below: where the laptops come
        from, what is measured, and what our testing cannot tell you.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        {headings.length > 1 && (
          <nav aria-label="Methodology sections" className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              In this section
            </p>
            <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
              {headings.map((heading) => (
                <li key={heading.id}>
                  <a
                    href={`#${heading.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-slate-600 hover:border-orange-500 hover:text-orange-700"
                  >
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <ArticleBody html={body} className="max-w-3xl" />
      </div>
    </section>
  );
}
