/** The icons of the document's sprite (icon-sprite.tsx, drawn once in every page's body). */
export type SpriteIconName =
  | 'star'
  | 'star-half'
  | 'external-link'
  | 'plus'
  | 'check'
  | 'laptop'
  | 'search'
  | 'chevron-down'
  | 'menu'
  | 'x';

/** The id of a sprite icon's `<symbol>`. */
export function spriteId(name: SpriteIconName): string {
  return `icon-${name}`;
}

/** What a `<use>` of a sprite icon points at. */
export function spriteHref(name: SpriteIconName): string {
  return `#${spriteId(name)}`;
}

/** One sprite icon, sized like lucide's (24 by default; Tailwind's h-4 w-4 override it). */
export function SpriteIcon({
  name,
  className,
  size = 24,
}: {
  name: SpriteIconName;
  className?: string;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      className={className}
      aria-hidden="true"
    >
      <use href={spriteHref(name)} />
    </svg>
  );
}
