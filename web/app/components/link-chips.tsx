import { Link } from 'react-router';

export interface ChipLink {
  to: string;
  label: string;
}

/** "More ways to browse": a titled row of pill links to related pages. */
export function LinkChips({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly ChipLink[];
}) {
  return (
    <nav aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-orange-500 hover:text-orange-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
