import type { ContentAuditEntry } from '@bli/contracts';
import { contentAuditLine, contentAuditValue, contentFieldName } from './content-audit-format';

const entry = (field: string, oldValue: unknown, newValue: unknown): ContentAuditEntry => ({
  id: 1,
  operator: 'ops@example.com',
  field,
  oldValue,
  newValue,
  at: '2026-11-27T08:41:00.000Z',
});

describe("an entry's history", () => {
  it('says who changed which field, when in IST, and the values', () => {
    expect(contentAuditLine(entry('title', 'Old title', 'New title'))).toEqual({
      text: 'ops@example.com changed title · 27 Nov 2026, 14:11 IST',
      change: 'Old title → New title',
    });
    expect(contentAuditLine(entry('seoTitle', null, 'Best laptops')).change).toBe(
      '— → Best laptops',
    );
  });

  it('shows a Markdown body as its length', () => {
    expect(contentAuditLine(entry('markdown', { characters: 57 }, { characters: 1240 }))).toEqual({
      text: 'ops@example.com changed body · 27 Nov 2026, 14:11 IST',
      change: '57 characters → 1,240 characters',
    });
    expect(contentAuditValue(null)).toBe('—');
  });

  it('words the actions: created, published, scheduled, unpublished, restored', () => {
    const text = (field: string, oldValue: unknown, newValue: unknown) =>
      contentAuditLine(entry(field, oldValue, newValue));
    expect(text('created', null, '/guides/processors/x')).toEqual({
      text: 'ops@example.com created · 27 Nov 2026, 14:11 IST',
      change: null,
    });
    expect(text('state', 'draft', 'published').text).toBe(
      'ops@example.com published · 27 Nov 2026, 14:11 IST',
    );
    expect(
      text('state', 'draft', { state: 'scheduled', publishAt: '2026-12-01T04:30:00.000Z' }).text,
    ).toBe('ops@example.com scheduled for 1 Dec 2026, 10:00 IST · 27 Nov 2026, 14:11 IST');
    expect(text('state', 'published', 'unpublished').text).toBe(
      'ops@example.com unpublished · 27 Nov 2026, 14:11 IST',
    );
    expect(text('restored', 4, 2)).toEqual({
      text: 'ops@example.com restored revision 2 · 27 Nov 2026, 14:11 IST',
      change: null,
    });
  });

  it('names a publish at the scheduled time as the schedule', () => {
    expect(
      contentAuditLine({ ...entry('state', 'scheduled', 'published'), operator: 'schedule' }).text,
    ).toBe('The schedule published · 27 Nov 2026, 14:11 IST');
  });

  it('names fields as the editors label them', () => {
    expect(contentFieldName('authorSlug')).toBe('author');
    expect(contentFieldName('color')).toBe('colour');
    expect(contentFieldName('targetKeywords')).toBe('target keywords');
    expect(contentFieldName('slug')).toBe('slug');
  });
});
