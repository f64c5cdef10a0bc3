import { formatInr } from '@bli/domain';
import { Button } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { laptopMatchesQuery } from './deals.queries';

/** The deal's laptop: found by words of its title, brand or model, or its ASIN, then picked. */
export function DealLaptopPicker({
  label,
  error,
  onPick,
}: {
  /** The picked laptop as shown, or empty. */
  label: string;
  error?: string;
  onPick: (laptop: { asin: string; label: string }) => void;
}) {
  const [q, setQ] = useState('');
  const matches = useQuery(laptopMatchesQuery(q));
  const id = useId();
  return (
    <fieldset className="grid gap-2" data-testid="deal-laptop-picker">
      <legend className="text-sm font-medium text-slate-800">Laptop</legend>
      <p className="text-sm" aria-live="polite">
        {label ? (
          <span className="font-medium">{label}</span>
        ) : (
          <span className="text-slate-500">No laptop picked yet</span>
        )}
      </p>
      <label htmlFor={id} className="text-xs text-slate-600">
        Find a laptop (title, brand, model or ASIN)
      </label>
      <input
        id={id}
        type="search"
        className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
      {matches.data && (
        <ul className="grid gap-1" aria-label="Matching laptops">
          {matches.data.items.map((laptop) => (
            <li key={laptop.asin} className="flex items-center justify-between gap-2 text-sm">
              <span className="line-clamp-1">
                {`${laptop.brand} ${laptop.title}`}{' '}
                <span className="font-mono text-xs text-slate-500">{laptop.asin}</span>{' '}
                <span className="tabular-nums text-slate-600">
                  {formatInr(laptop.currentPrice)}
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => {
                  onPick({ asin: laptop.asin, label: `${laptop.brand} ${laptop.title}` });
                  setQ('');
                }}
              >
                Pick
              </Button>
            </li>
          ))}
          {matches.data.items.length === 0 && (
            <li className="text-sm text-slate-500">No laptop matches</li>
          )}
        </ul>
      )}
    </fieldset>
  );
}
