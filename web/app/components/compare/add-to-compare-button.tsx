import type { Laptop } from '@bli/contracts';
import { compareHref, MAX_COMPARED } from '@bli/domain';
import { cn, useToast } from '@bli/ui';
import { Check, Plus } from 'lucide-react';
import { toggleCompared, useCompared } from './compare-store';

/**
 * "Add to compare": a link to a comparison of this laptop without JavaScript; with it, a toggle
 * button that puts the laptop in the compare tray (or takes it out).
 */
export function AddToCompareButton({
  laptop,
  className,
}: {
  laptop: Pick<Laptop, 'slug' | 'title'>;
  className?: string;
}) {
  const compared = useCompared();
  const { toast } = useToast();
  const added = compared.some((item) => item.slug === laptop.slug);
  return (
    <a
      href={compareHref([laptop.slug])}
      role="button"
      aria-pressed={added}
      data-testid="add-to-compare"
      onClick={(event) => {
        event.preventDefault();
        if (toggleCompared(laptop) === 'full') {
          toast({
            title: `You can compare up to ${MAX_COMPARED} laptops`,
            description: 'Remove one from the compare tray first.',
          });
        }
      }}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium',
        added
          ? 'border-orange-400 bg-orange-50 text-orange-800'
          : 'border-slate-300 text-slate-700 hover:bg-slate-50',
        className,
      )}
    >
      {added ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Plus className="h-4 w-4" aria-hidden="true" />
      )}
      {added ? 'Added to compare' : 'Add to compare'}
    </a>
  );
}
