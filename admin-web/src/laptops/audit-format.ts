import { parsedFieldLabel } from './parsed-fields';

/** The actions an audit entry may record instead of a field. */
const ACTION_LABELS: Record<string, string> = {
  imported: 'Imported',
  published: 'Published',
  retired: 'Retired',
  confirmedFields: 'Confirmed parsed fields',
};

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Slug',
  brand: 'Brand',
  features: 'Features',
  pros: 'Pros',
  cons: 'Cons',
  review: 'Review',
  verdict: 'Verdict',
  featureTags: 'Feature tags',
  useCaseTags: 'Use-case tags',
  isFeatured: 'Featured',
  priceRangeId: 'Price range',
  status: 'State',
};

/** An audit entry's field or action, readable. */
export function auditFieldLabel(field: string): string {
  return ACTION_LABELS[field] ?? FIELD_LABELS[field] ?? parsedFieldLabel(field);
}

/**
 * An old or new value as the log shows it: nothing as "—", lists joined, objects as
 * "key: value" pairs, long text cut at `max` characters with an ellipsis.
 */
export function formatAuditValue(value: unknown, max = 120): string {
  const full = auditValueText(value);
  return full.length > max ? `${full.slice(0, max - 1).trimEnd()}…` : full;
}

export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((item) => auditValueText(item)).join(', ');
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length === 0
      ? '—'
      : entries.map(([key, item]) => `${key}: ${auditValueText(item)}`).join('; ');
  }
  return JSON.stringify(value) ?? '—';
}
