import { cn } from '@bli/ui';
import { twMerge } from 'tailwind-merge';

// `cn` merges Tailwind classes with a small resolver instead of tailwind-merge (≈9 KB gzip on
// every page). It must give tailwind-merge's answer for the classes this site writes.

/** What components passed to cn() on every page (server render), and what callers add. */
const REAL = [
  'btn btn-outline btn-lg border-white/40 bg-white/10 text-white hover:bg-white/20',
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold bg-slate-100 text-slate-800 bg-white/20 text-white',
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold bg-slate-100 text-slate-800 font-normal',
  'leading-snug font-semibold text-slate-900 text-xl',
  'block hidden sm:block',
  'btn btn-primary btn-lg h-11',
  'rounded-lg border border-slate-200 bg-white shadow-sm border-amber-200 bg-amber-50',
  'text-sm text-slate-500 text-white/70',
  'btn btn-primary btn-lg mt-5 h-auto min-h-12 px-4 py-2 sm:px-6',
  'text-xs text-slate-500 mt-3 text-slate-400',
  'rounded-lg border border-slate-200 bg-white shadow-sm flex h-full flex-col gap-4 border-t-4 p-5 border-t-blue-500',
  'aspect-[1200/630] w-full overflow-hidden bg-slate-100 object-cover',
  'pb-4 text-slate-700 data-[state=closed]:hidden',
  'leading-7 sm:text-[1.0625rem] sm:leading-8 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:leading-tight [&_table]:block md:[&_table]:table [&_th]:border-b-2 [&_th]:border-slate-300',
];

/** Utilities of every kind the site uses, in the variants it uses them with. */
const VOCABULARY =
  `block inline-block inline flex inline-flex grid hidden contents relative absolute sticky
  visible invisible uppercase italic underline no-underline sr-only border border-0 border-2 border-t
  border-t-4 border-b border-b-0 border-x border-y border-slate-200 border-white/40 border-t-blue-500
  border-dashed border-none rounded rounded-md rounded-lg rounded-full rounded-t-lg rounded-b-none
  shadow shadow-sm shadow-lg shadow-none shadow-slate-200 outline-none outline-2 outline-offset-2
  outline-orange-500 ring-1 ring-4 ring-white ring-orange-100 ring-offset-2 grow shrink shrink-0
  flex-1 flex-none flex-col flex-row flex-wrap flex-nowrap basis-1/2 transition transition-colors
  transition-transform duration-200 text-xs text-sm text-base text-lg text-xl text-3xl text-[0.7rem]
  text-[13px] text-left text-center text-right text-white text-white/70 text-slate-500 text-orange-600
  text-balance text-ellipsis bg-white bg-white/10 bg-slate-100 bg-gradient-to-r bg-gradient-to-br
  bg-linear-to-r bg-cover bg-center bg-no-repeat font-sans font-mono font-normal font-medium
  font-semibold font-bold leading-snug leading-7 leading-none tracking-wide p-0 p-1 p-4 px-2 px-3
  px-6 py-0.5 py-2 pt-4 pr-10 pb-4 pl-6 m-0 mx-auto my-10 mt-1 mt-auto mb-2 -mt-2 gap-1 gap-4 gap-x-2
  gap-y-1 space-y-2 space-x-4 w-full w-10 h-4 h-auto h-12 size-4 min-h-12 min-w-56 max-w-3xl max-h-40
  inset-0 inset-x-0 top-0 top-full right-2 bottom-0 left-0 z-10 z-50 opacity-0 opacity-90 items-center
  items-start justify-between justify-center self-start cursor-pointer select-none whitespace-nowrap
  overflow-hidden overflow-x-auto overflow-y-auto line-clamp-2 line-clamp-3 aspect-video grid-cols-2
  grid-cols-3 col-span-2 list-none list-disc list-inside object-cover object-contain object-center
  from-orange-500 via-orange-400 to-amber-300 rotate-180 translate-x-full pointer-events-none
  scroll-mt-20 backdrop-blur backdrop-blur-sm tabular-nums group peer lucide`
    .split(/\s+/)
    .filter(Boolean);
const VARIANTS = ['', 'sm:', 'hover:', 'data-[state=open]:', 'group-hover:', '!'];

describe('cn', () => {
  it('joins conditional class names like clsx', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }], 'e')).toBe('a b c e');
  });

  it.each(REAL)('merges what the site renders as tailwind-merge does: %s', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it('resolves every pair of the site’s utilities as tailwind-merge does, under each variant', () => {
    const differences: string[] = [];
    for (const variant of VARIANTS) {
      for (const first of VOCABULARY) {
        for (const second of VOCABULARY) {
          const classes = `${first} ${variant}${second} ${variant}${first}`;
          if (cn(classes) !== twMerge(classes)) {
            differences.push(`${classes} → ${cn(classes)} (tailwind-merge: ${twMerge(classes)})`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
