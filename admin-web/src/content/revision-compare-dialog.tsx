import { Button, Dialog } from '@bli/ui';
import { GitCompare } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  fieldDifferences,
  foldUnchanged,
  lineDiff,
  type FieldDifference,
} from './revision-compare';

/** A version that can be compared: a saved revision or the entry as it is now. */
export interface ComparableVersion {
  value: string;
  label: string;
  fields: unknown;
}

const LINE_STYLES = {
  same: 'text-slate-700',
  removed: 'bg-red-50 text-red-900',
  added: 'bg-green-50 text-green-900',
} as const;
const LINE_MARKS = { same: ' ', removed: '-', added: '+' } as const;

function LineDiff({ difference }: { difference: FieldDifference }) {
  const lines = useMemo(
    () => foldUnchanged(lineDiff(difference.before, difference.after)),
    [difference],
  );
  return (
    <pre className="overflow-x-auto rounded-md border border-slate-200 text-xs leading-5">
      {lines.map((line, index) =>
        line.kind === 'skipped' ? (
          <div key={index} className="bg-slate-50 px-2 text-slate-500">
            {`… ${line.count} unchanged line${line.count === 1 ? '' : 's'} …`}
          </div>
        ) : (
          <div key={index} className={`whitespace-pre-wrap px-2 ${LINE_STYLES[line.kind]}`}>
            {`${LINE_MARKS[line.kind]} ${line.text}`}
          </div>
        ),
      )}
    </pre>
  );
}

function SideBySide({ difference }: { difference: FieldDifference }) {
  return (
    <div className="grid gap-2 text-sm sm:grid-cols-2">
      {(['before', 'after'] as const).map((side) => (
        <div
          key={side}
          className={`rounded-md border p-2 ${side === 'before' ? 'border-red-200 bg-red-50' : 'border-green-200 bg-green-50'}`}
          data-testid={`difference-${side}`}
        >
          <span className="block text-xs text-slate-500">
            {side === 'before' ? 'Before' : 'After'}
          </span>
          <span className="break-words">
            {difference[side] || <em className="text-slate-500">empty</em>}
          </span>
        </div>
      ))}
    </div>
  );
}

/** Which fields differ between two versions: short ones side by side, bodies as a line diff. */
function Differences({ before, after }: { before: unknown; after: unknown }) {
  const differences = useMemo(() => fieldDifferences(before, after), [before, after]);
  if (differences.length === 0) return <p className="text-sm text-slate-600">No field differs.</p>;
  return (
    <ul className="grid gap-4" data-testid="differences">
      {differences.map((difference) => (
        <li key={difference.field} className="grid gap-1">
          <h3 className="font-mono text-sm font-semibold">{difference.field}</h3>
          {difference.multiline ? (
            <LineDiff difference={difference} />
          ) : (
            <SideBySide difference={difference} />
          )}
        </li>
      ))}
    </ul>
  );
}

const selectClasses =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm';

/** Two versions picked (a revision, or the entry now) and their differences in a dialog. */
export function RevisionCompare({
  versions,
  from: initialFrom,
}: {
  /** The entry now first, then its revisions newest first. */
  versions: ComparableVersion[];
  from: string;
}) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(versions[0].value);
  const [open, setOpen] = useState(false);
  const version = (value: string) => versions.find((one) => one.value === value) ?? versions[0];
  const picker = (label: string, value: string, onChange: (value: string) => void) => (
    <label className="grid min-w-0 gap-1 text-xs font-medium text-slate-700">
      {label}
      <select
        className={selectClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {versions.map((one) => (
          <option key={one.value} value={one.value}>
            {one.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="grid gap-2 border-t border-slate-100 pt-2" data-testid="revision-compare">
      <div className="grid grid-cols-2 gap-2">
        {picker('Compare', from, setFrom)}
        {picker('with', to, setTo)}
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={from === to}
        onClick={() => setOpen(true)}
      >
        <GitCompare className="h-4 w-4" aria-hidden="true" /> Compare
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`${version(from).label} → ${version(to).label}`}
        description="The fields that differ: before on the left (or -), after on the right (or +)."
        className="max-w-4xl"
      >
        {open && <Differences before={version(from).fields} after={version(to).fields} />}
      </Dialog>
    </div>
  );
}
