import type { Laptop } from '@bli/contracts';
import { compareHref } from '@bli/domain';
import { cn } from '@bli/ui';
import { SpriteIcon } from '../sprite-icon';

/**
 * "Add to compare": a link to a comparison of this laptop without JavaScript; with it, a toggle
 * button that puts the laptop in the compare tray (or takes it out). Its behaviour and its
 * pressed state come from `useCompareButtons` (one listener for the page) and its look follows
 * `aria-pressed` in CSS (add-to-compare-button.css), so the button needs no script of its own and works in static islands.
 */
export function AddToCompareButton({
  laptop,
  className,
}: {
  laptop: Pick<Laptop, 'slug' | 'title'>;
  className?: string;
}) {
  return (
    <a
      href={compareHref([laptop.slug])}
      role="button"
      aria-pressed="false"
      data-testid="add-to-compare"
      data-compare-slug={laptop.slug}
      data-compare-title={laptop.title}
      className={cn(
        // `group` stays a class of its own: the icons and labels inside follow its aria-pressed.
        'group compare-toggle',
        className,
      )}
    >
      <SpriteIcon name="plus" className="h-4 w-4 group-aria-pressed:hidden" />
      <SpriteIcon name="check" className="hidden h-4 w-4 group-aria-pressed:inline" />
      <span className="group-aria-pressed:hidden">Add to compare</span>
      <span className="hidden group-aria-pressed:inline">Added to compare</span>
    </a>
  );
}
