import { fieldDifferences, flattenFields, foldUnchanged, lineDiff } from './revision-compare';

describe('revision compare', () => {
  it('flattens nested fields by path, lists of words a line each, lists of objects by number', () => {
    const flat = flattenFields({
      title: 'T',
      photoUrl: null,
      keywords: ['a', 'b'],
      scores: [70, 80],
      criteria: { minPrice: 0, requiresSsd: true },
      picks: [{ laptopSlug: 'x', note: 'Good' }],
    });
    expect(Object.fromEntries(flat)).toEqual({
      title: 'T',
      photoUrl: '',
      keywords: 'a\nb',
      scores: '70\n80',
      'criteria.minPrice': '0',
      'criteria.requiresSsd': 'true',
      'picks.1.laptopSlug': 'x',
      'picks.1.note': 'Good',
    });
  });

  it('names only the fields that differ, with both sides, and marks bodies of lines', () => {
    const before = { title: 'Old', slug: 's', markdown: '## A\n\nOne', cpu: { cores: 6 } };
    const after = {
      title: 'New',
      slug: 's',
      markdown: '## A\n\nTwo',
      cpu: { cores: 8 },
      extra: 'e',
    };
    expect(fieldDifferences(before, after)).toEqual([
      { field: 'title', before: 'Old', after: 'New', multiline: false },
      { field: 'markdown', before: '## A\n\nOne', after: '## A\n\nTwo', multiline: true },
      { field: 'cpu.cores', before: '6', after: '8', multiline: false },
      { field: 'extra', before: '', after: 'e', multiline: false },
    ]);
    expect(fieldDifferences(before, before)).toEqual([]);
  });

  it('counts a pick removed from a list as each of its fields emptied', () => {
    expect(
      fieldDifferences({ picks: [{ slug: 'a' }, { slug: 'b' }] }, { picks: [{ slug: 'b' }] }),
    ).toEqual([
      { field: 'picks.1.slug', before: 'a', after: 'b', multiline: false },
      { field: 'picks.2.slug', before: 'b', after: '', multiline: false },
    ]);
  });

  it('diffs lines: kept, removed and added in order', () => {
    expect(lineDiff('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'd' },
    ]);
    expect(lineDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(lineDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    expect(lineDiff('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
  });

  it('replaces a changed line as removed then added', () => {
    expect(lineDiff('x\nold\ny', 'x\nnew\ny')).toEqual([
      { kind: 'same', text: 'x' },
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      { kind: 'same', text: 'y' },
    ]);
  });

  it('gives up on the longest common lines for very long middles, still showing every line', () => {
    const a = Array.from({ length: 2100 }, (_, i) => `a${i}`).join('\n');
    const b = Array.from({ length: 2100 }, (_, i) => `b${i}`).join('\n');
    const lines = lineDiff(a, b);
    expect(lines).toHaveLength(4200);
    expect(lines[0]).toEqual({ kind: 'removed', text: 'a0' });
    expect(lines[2100]).toEqual({ kind: 'added', text: 'b0' });
  });

  it('folds unchanged lines far from any change', () => {
    const lines = lineDiff(
      ['1', '2', '3', '4', '5', '6', 'old', '7', '8', '9'].join('\n'),
      ['1', '2', '3', '4', '5', '6', 'new', '7', '8', '9'].join('\n'),
    );
    expect(foldUnchanged(lines, 2)).toEqual([
      { kind: 'skipped', count: 4 },
      { kind: 'same', text: '5' },
      { kind: 'same', text: '6' },
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      { kind: 'same', text: '7' },
      { kind: 'same', text: '8' },
      { kind: 'skipped', count: 1 },
    ]);
    expect(foldUnchanged(lineDiff('a\nb', 'a\nb'))).toEqual([{ kind: 'skipped', count: 2 }]);
  });
});
