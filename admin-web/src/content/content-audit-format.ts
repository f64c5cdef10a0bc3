import type { ContentAuditEntry } from '@bli/contracts';
import { formatIst } from '@bli/domain';
import { formatAuditValue } from '../laptops/audit-format';

/** One line of a post's or entry's history, and for a field change its old → new values. */
export interface ContentAuditLine {
  text: string;
  change: string | null;
}

// The content service audits an entry published when its scheduled time came as this operator.
const SCHEDULE_OPERATOR = 'schedule';

/** Fields named as their editors label them; any other is its camelCase name in words. */
const FIELD_NAMES: Record<string, string> = {
  markdown: 'body',
  authorSlug: 'author',
  featuredImage: 'cover image',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  isFeatured: 'featured',
  laptopSlugs: 'embedded laptops',
  categorySlug: 'hub category',
  color: 'colour',
  targetAudience: 'who it is for',
  requirements: 'what they need',
  criteria: 'thresholds',
  picks: 'our picks',
  processor1: 'first processor',
  processor2: 'second processor',
  comparison: 'scores and verdicts',
  photoUrl: 'photo URL',
  featuredGuidePaths: 'featured guides',
};

export function contentFieldName(field: string): string {
  return FIELD_NAMES[field] ?? field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

/** A Markdown body is audited as its length, `{ characters: n }`; the revisions keep the text. */
function isBodyLength(value: unknown): value is { characters: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as { characters?: unknown }).characters === 'number'
  );
}

export function contentAuditValue(value: unknown): string {
  return isBodyLength(value)
    ? `${value.characters.toLocaleString('en-IN')} characters`
    : formatAuditValue(value, 80);
}

/** A move between states: to a string state, or `{ state: 'scheduled', publishAt }`. */
function stateMove(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'publishAt' in value) {
    return `scheduled for ${formatIst(String(value.publishAt))}`;
  }
  if (value === 'published' || value === 'unpublished') return value;
  return `moved to ${formatAuditValue(value)}`;
}

function action(entry: ContentAuditEntry): string {
  switch (entry.field) {
    case 'created':
      return 'created';
    case 'state':
      return stateMove(entry.newValue);
    case 'restored':
      return `restored revision ${formatAuditValue(entry.newValue)}`;
    default:
      return `changed ${contentFieldName(entry.field)}`;
  }
}

const ACTIONS = new Set(['created', 'state', 'restored']);

/** "{operator} changed {field} · {IST time}"; a field change also gives its old → new values. */
export function contentAuditLine(entry: ContentAuditEntry): ContentAuditLine {
  const who = entry.operator === SCHEDULE_OPERATOR ? 'The schedule' : entry.operator;
  return {
    text: `${who} ${action(entry)} · ${formatIst(entry.at)}`,
    change: ACTIONS.has(entry.field)
      ? null
      : `${contentAuditValue(entry.oldValue)} → ${contentAuditValue(entry.newValue)}`,
  };
}
