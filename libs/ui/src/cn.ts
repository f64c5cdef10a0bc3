import { clsx, type ClassValue } from 'clsx';

/*
 * A small Tailwind class merger: a later utility removes an earlier one that sets the same CSS
 * property under the same variants (`px-6 … px-4` keeps `px-4`; `sm:px-6` stays). It knows the
 * utility groups this site uses, with tailwind-merge's rules for them (class-merge.spec.ts in
 * web/app/components checks it against tailwind-merge); any other class is kept as written.
 * tailwind-merge itself would be ~9 KB gzip of first-load JavaScript on every page.
 */

/** Utilities whose prefix alone names the property (`min-h-12` → "min-h"); longest first. */
const PREFIX =
  /^(scroll-m[tb]|space-[xy]|gap-[xy]|m(?:in|ax)-[wh]|inset-[xy]|translate-[xy]|grid-(?:col|row)s|(?:col|row)-(?:span|start|end)|line-clamp|overflow-[xy]|(?:underline|outline)-offset|place-(?:items|content)|pointer-events|backdrop-blur|justify-(?:items|self)|aspect|basis|grow|shrink|inset|top|right|bottom|left|size|whitespace|[wh]|[pm][xytrblse]?|gap|z|order|opacity|leading|tracking|duration|delay|ease|items|justify|self|cursor|select|rotate|scale|origin|overflow|from|via|to|animate|columns|indent|transition)-/;

/** Classes without a value, by the property they set (group: names). */
const SINGLE: Record<string, string> = {};
`display:block inline-block inline flex inline-flex grid inline-grid hidden contents flow-root list-item table table-row table-cell
position:static fixed absolute relative sticky
visibility:visible invisible collapse
case:uppercase lowercase capitalize normal-case
style:italic not-italic
deco:underline overline line-through no-underline
sr:sr-only not-sr-only
nums:tabular-nums proportional-nums
border-w:border
rounded:rounded
shadow:shadow
outline:outline
ring:ring
grow:grow
shrink:shrink
transition:transition
backdrop-blur:backdrop-blur`
  .split('\n')
  .forEach((line) => {
    const [group, names] = line.split(':');
    names.split(' ').forEach((name) => (SINGLE[name] = group));
  });

/** A later class of the key group also removes earlier classes of these groups. */
const CONFLICTS: Record<string, string[]> = {
  flex: ['grow', 'shrink', 'basis'],
  'line-clamp': ['display', 'overflow'],
  'text-size': ['leading'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
};
// Sides: `p` removes px, py, pt…; `px` removes pr and pl; `py` pt and pb (same for m and borders).
for (const base of ['p', 'm', 'border-w-', 'border-color-']) {
  CONFLICTS[base] = [...'xytrblse'].map((side) => base + side);
  CONFLICTS[`${base}x`] = [`${base}r`, `${base}l`];
  CONFLICTS[`${base}y`] = [`${base}t`, `${base}b`];
}
CONFLICTS['border-w'] = CONFLICTS['border-w-'];
CONFLICTS['border-color'] = CONFLICTS['border-color-'];

const SIZE = /^(\d*x[sl]|sm|base|lg|md|none|inner)$/;
const WIDTH = /^(\d+(\.\d+)?|px|\[[\d.]+(px|rem|em)?\])$/;
const has = (list: string, value: string) => list.split(' ').includes(value);

/** The group of one utility (no variants, no `!`, no leading `-`), or undefined if unknown. */
function groupOf(utility: string): string | undefined {
  if (SINGLE[utility]) return SINGLE[utility];
  const dash = utility.indexOf('-');
  if (dash < 0) return undefined;
  const value = utility.slice(dash + 1);
  const plain = value.startsWith('[') ? value : value.split('/')[0];
  let match: RegExpExecArray | null;
  switch (utility.slice(0, dash)) {
    case 'text':
      if (SIZE.test(plain) || /^\[(\d|length:)/.test(plain)) return 'text-size';
      if (has('left center right justify start end', plain)) return 'text-align';
      if (has('wrap nowrap balance pretty', plain)) return 'text-wrap';
      return has('ellipsis clip', plain) ? 'text-overflow' : 'text-color';
    case 'bg':
      // tailwind-merge counts v3's `bg-gradient-to-*` as a background colour.
      if (/^(linear|radial|conic|none)/.test(plain)) return 'bg-image';
      if (has('cover contain auto', plain)) return 'bg-size';
      if (/^(no-)?repeat/.test(plain)) return 'bg-repeat';
      if (has('fixed local scroll', plain)) return 'bg-attachment';
      if ((match = /^(clip|origin|blend)-/.exec(plain))) return `bg-${match[1]}`;
      return /^(center|top|bottom|left|right)/.test(plain) ? 'bg-position' : 'bg-color';
    case 'font':
      return has('thin extralight light normal medium semibold bold extrabold black', plain)
        ? 'font-weight'
        : 'font-family';
    case 'border':
      if (WIDTH.test(plain)) return 'border-w';
      if ((match = /^([xytrblse])(-(\d+|px))?$/.exec(plain))) return `border-w-${match[1]}`;
      if (has('solid dashed dotted double none hidden', plain)) return 'border-style';
      if ((match = /^([xytrbl])-/.exec(plain))) return `border-color-${match[1]}`;
      return /^([se]|collapse|separate|spacing)(-|$)/.test(plain) ? undefined : 'border-color';
    case 'rounded':
      if ((match = /^([trbl])(-|$)/.exec(plain))) return `rounded-${match[1]}`;
      return /^[trblse]{1,2}(-|$)/.test(plain) ? undefined : 'rounded';
    case 'shadow':
      return SIZE.test(plain) ? 'shadow' : 'shadow-color';
    case 'outline':
      if (plain.startsWith('offset')) return 'outline-offset';
      if (WIDTH.test(plain)) return 'outline';
      return has('none dashed dotted double solid hidden', plain)
        ? 'outline-style'
        : 'outline-color';
    case 'ring':
      if (plain.startsWith('offset')) {
        return WIDTH.test(plain.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      }
      return WIDTH.test(plain) || plain === 'inset' ? 'ring' : 'ring-color';
    case 'flex':
      if (/^(row|col)/.test(plain)) return 'flex-direction';
      return /^(wrap|nowrap)/.test(plain) ? 'flex-wrap' : 'flex';
    case 'list':
      if (has('inside outside', plain)) return 'list-position';
      return plain.startsWith('image') ? undefined : 'list-type';
    case 'object':
      return has('contain cover fill none scale-down', plain) ? 'object-fit' : 'object-position';
  }
  return PREFIX.exec(utility)?.[1];
}

/** `sm:hover:!px-4` → its variants (sorted, with `!`) and its utility; `:` inside [] or () is not a separator. */
function parse(className: string): [variants: string, utility: string] {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && !depth) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  const utility = className.slice(start);
  const important = /^!|!$/.test(utility) ? '!' : '';
  return [variants.sort().join(':') + important, utility.replace(/^!?-?|!$/g, '')];
}

/**
 * Merged answers by their joined input. Components pass the same few strings on every render
 * (a page of laptop cards calls cn a thousand times with a dozen distinct inputs), and merging is
 * most of the cost of rendering them on the server. Bounded: a flood of distinct inputs clears it.
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 2_000;

/** Joins class names; later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let answer = merged.get(joined);
  if (answer === undefined) {
    if (merged.size >= MERGED_LIMIT) merged.clear();
    answer = merge(joined);
    merged.set(joined, answer);
  }
  return answer;
}

/** The merge itself, from the last class to the first. */
function merge(joined: string): string {
  const classes = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const [variants, utility] = parse(classes[i]);
    const group = groupOf(utility);
    if (group) {
      if (taken.has(`${variants}|${group}`)) continue;
      for (const conflict of [group, ...(CONFLICTS[group] ?? [])]) {
        taken.add(`${variants}|${conflict}`);
      }
    }
    kept.push(classes[i]);
  }
  return kept.reverse().join(' ');
}
