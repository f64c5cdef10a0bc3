import type { ReactNode } from 'react';

/** One rule of the methodology: a heading shoppers can link to (`#id`) and its explanation. */
export function MethodologySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 space-y-3 text-slate-700"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
