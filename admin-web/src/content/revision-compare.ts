/** One field that differs between two versions, each side as text. */
export interface FieldDifference {
  /** Dotted path of the field (`title`, `processor1.cores`, `picks.2.note`; list items from 1). */
  field: string;
  before: string;
  after: string;
  /** A body of lines (Markdown, a list of words): shown as a line diff. */
  multiline: boolean;
}

export type DiffLine =
  { kind: 'same' | 'removed' | 'added'; text: string } | { kind: 'skipped'; count: number };

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

/**
 * A version's fields as text by dotted path: nested objects and lists of objects are followed
 * down, a list of words or numbers is one value of one item a line, an absent value is ''.
 */
export function flattenFields(value: unknown, path = ''): Map<string, string> {
  const flat = new Map<string, string>();
  const add = (at: string, text: string) => flat.set(at, text);
  const walk = (item: unknown, at: string) => {
    if (item === null || item === undefined) add(at, '');
    else if (Array.isArray(item)) {
      if (item.every(isPrimitive)) add(at, item.map((one) => String(one ?? '')).join('\n'));
      else item.forEach((one, index) => walk(one, at ? `${at}.${index + 1}` : `${index + 1}`));
    } else if (typeof item === 'object') {
      for (const [key, one] of Object.entries(item)) walk(one, at ? `${at}.${key}` : key);
    } else add(at, String(item));
  };
  walk(value, path);
  return flat;
}

/** The fields that differ between two versions, in the order the newer one has them. */
export function fieldDifferences(before: unknown, after: unknown): FieldDifference[] {
  const old = flattenFields(before);
  const next = flattenFields(after);
  const fields = [...new Set([...next.keys(), ...old.keys()])];
  return fields
    .map((field) => ({ field, before: old.get(field) ?? '', after: next.get(field) ?? '' }))
    .filter(({ before: a, after: b }) => a !== b)
    .map((difference) => ({
      ...difference,
      multiline: difference.before.includes('\n') || difference.after.includes('\n'),
    }));
}

/** Above this many line pairs the middle of two texts is shown as removed then added. */
const MAX_DIFF_CELLS = 4_000_000;

/**
 * Lines kept, removed and added from one text to the other: the longest common subsequence of
 * their lines, after the common start and end are set aside.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  const head = a.slice(0, start).map(same);
  const tail = a.slice(a.length - end).map(same);
  const oldMiddle = a.slice(start, a.length - end);
  const newMiddle = b.slice(start, b.length - end);
  return [...head, ...middleDiff(oldMiddle, newMiddle), ...tail];
}

function middleDiff(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length * b.length > MAX_DIFF_CELLS) return [...a.map(removed), ...b.map(added)];
  // common[i][j]: the length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? common[(i + 1) * width + j + 1] + 1
          : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (common[(i + 1) * width + j] >= common[i * width + j + 1])
      lines.push(removed(a[i++]));
    else lines.push(added(b[j++]));
  }
  return [...lines, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}

/** Runs of unchanged lines beyond `context` lines of a change fold into one "skipped" line. */
export function foldUnchanged(lines: readonly DiffLine[], context = 2): DiffLine[] {
  const near = lines.map((_, index) =>
    lines
      .slice(Math.max(0, index - context), index + context + 1)
      .some((line) => line.kind === 'removed' || line.kind === 'added'),
  );
  const folded: DiffLine[] = [];
  lines.forEach((line, index) => {
    const last = folded.at(-1);
    if (near[index]) folded.push(line);
    else if (last?.kind === 'skipped') last.count++;
    else folded.push({ kind: 'skipped', count: 1 });
  });
  return folded;
}
