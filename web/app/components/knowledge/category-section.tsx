import type { KnowledgeCategory } from '@bli/contracts';
import { cn } from '@bli/ui';
import { categoryIcon, categoryTile } from './category-style';
import { GuideCard } from './guide-card';

/** One knowledge category (its slug is the anchor the guide pages' breadcrumbs link to). */
export function CategorySection({ category }: { category: KnowledgeCategory }) {
  const Icon = categoryIcon(category.icon);
  const headingId = `${category.slug}-heading`;
  return (
    <section id={category.slug} aria-labelledby={headingId} className="scroll-mt-20 space-y-4">
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-lg',
            categoryTile(category.color),
          )}
        >
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {category.title}
          </h2>
          <p className="mt-1 max-w-3xl text-slate-600">{category.description}</p>
        </div>
      </div>
      {category.guides.length === 0 ? (
        <p className="text-sm text-slate-500">Guides for this topic are being written.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {category.guides.map((guide) => (
            <li key={guide.path}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
