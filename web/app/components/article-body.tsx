import { cn } from '@bli/ui';
import type { HTMLAttributes } from 'react';

/**
 * Typography for article HTML (h2/h3/p/lists/tables/links), as Tailwind arbitrary variants so
 * no plugin is needed. Tables scroll sideways on narrow screens instead of overflowing the page.
 */
const ARTICLE_CLASSES = [
  'text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8',
  '[&>*+*]:mt-5 [&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-9 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-7 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-orange-700 [&_a]:underline [&_a]:decoration-orange-300 [&_a]:underline-offset-2 [&_a:hover]:text-orange-800 [&_a:hover]:decoration-orange-600',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-orange-500',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-orange-300 [&_blockquote]:bg-orange-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:text-slate-800',
  '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:rounded-lg [&_table]:border [&_table]:border-slate-200 [&_table]:text-sm [&_table]:leading-6 md:[&_table]:table',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tbody_tr:nth-child(even)]:bg-slate-50',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-10 [&_hr]:border-slate-200',
].join(' ');

export interface ArticleBodyProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML already sanitised by the content service. Never pass any other HTML here. */
  html: string;
}

/**
 * Renders sanitised article HTML from the content API with article typography. Links to our own
 * pages inside it navigate in the app (`useClientLinks`, through `data-client-links`); other
 * links behave normally.
 */
export function ArticleBody({ html, className, ...props }: ArticleBodyProps) {
  return (
    <div
      {...props}
      data-client-links=""
      className={cn(ARTICLE_CLASSES, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
