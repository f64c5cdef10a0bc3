import { Button } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { movedLaptop, withLaptop, withoutLaptop } from './post-form';
import { laptopSearchQuery } from './posts.queries';

/**
 * Laptops in order, found by words of the title or an ASIN among the catalogue's laptops: the
 * ones a post shows as product boxes (live price, "as of" time, buy link through the click
 * hop), or a use-case list's picks, each with what `detail` puts under it.
 */
export function LaptopPicker({
  slugs,
  onChange,
  error,
  legend = 'Embedded laptops',
  detail,
}: {
  slugs: string[];
  onChange: (slugs: string[]) => void;
  error?: string;
  legend?: string;
  /** What goes under a picked laptop (a use-case pick's paragraph). */
  detail?: (slug: string, index: number) => ReactNode;
}) {
  const [q, setQ] = useState('');
  const found = useQuery(laptopSearchQuery(q));
  return (
    <fieldset className="grid gap-2" data-testid="laptop-picker">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {slugs.length > 0 && (
        <ol className="grid gap-1 text-sm">
          {slugs.map((slug, index) => (
            <li key={slug} className="grid gap-1">
              <div className="flex items-center gap-2">
                <span className="font-mono">{slug}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${slug} up`}
                  disabled={index === 0}
                  onClick={() => onChange(movedLaptop(slugs, slug, -1))}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${slug} down`}
                  disabled={index === slugs.length - 1}
                  onClick={() => onChange(movedLaptop(slugs, slug, 1))}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${slug}`}
                  onClick={() => onChange(withoutLaptop(slugs, slug))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              {detail?.(slug, index)}
            </li>
          ))}
        </ol>
      )}
      <input
        type="search"
        aria-label="Find a laptop by title or ASIN"
        placeholder="Find a laptop by title or ASIN"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {found.data && (
        <ul className="grid gap-1 text-sm">
          {found.data.items.map((laptop) => (
            <li key={laptop.asin} className="flex items-center justify-between gap-2">
              <span className="line-clamp-1">
                {laptop.title}{' '}
                <span className="font-mono text-xs text-slate-500">{laptop.asin}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={slugs.includes(laptop.slug)}
                onClick={() => onChange(withLaptop(slugs, laptop.slug))}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
