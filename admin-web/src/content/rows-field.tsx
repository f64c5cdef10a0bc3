import { Button } from '@bli/ui';
import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A list of small records typed a row each (an author's stats, a comparison's verdicts): rows
 * added and removed, each drawn by `renderRow` with a function that changes it.
 */
export function RowsField<T>({
  legend,
  rows,
  newRow,
  addLabel,
  error,
  onChange,
  renderRow,
}: {
  legend: string;
  rows: T[];
  newRow: T;
  addLabel: string;
  /** A problem of the list as a whole (too many rows). */
  error?: string;
  onChange: (rows: T[]) => void;
  renderRow: (row: T, index: number, change: (row: T) => void) => ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {rows.map((row, index) => (
        <div key={index} className="flex items-start gap-2 rounded-md border border-slate-200 p-2">
          <div className="grid flex-1 gap-2 sm:grid-cols-2">
            {renderRow(row, index, (next) =>
              onChange(rows.map((one, at) => (at === index ? next : one))),
            )}
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Remove ${legend} ${index + 1}`}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onChange([...rows, newRow])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> {addLabel}
        </Button>
      </div>
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
