import type { AdminEntry } from '@bli/contracts';
import { Card, CardBody } from '@bli/ui';
import { TextField } from '../layout/form-field';
import { htmlWithoutMarkdown, SLUG_FIXED_HINT } from './entry-form';
import { MarkdownField } from './markdown-field';

/**
 * An entry's slug: editable, with the address it makes, until the entry has been live; fixed
 * from then on (its address is public).
 */
export function EntrySlugField({
  value,
  error,
  entry,
  address,
  onChange,
}: {
  value: string;
  error: string | undefined;
  entry: AdminEntry | null;
  /** Where the entry is with this slug, e.g. `/author/{slug}`. */
  address: string;
  onChange: (slug: string) => void;
}) {
  const fixed = entry?.publishedAt != null;
  return (
    <TextField
      label="Slug"
      value={value}
      error={error}
      disabled={fixed}
      hint={fixed ? SLUG_FIXED_HINT : address}
      onChange={(event) => onChange(event.target.value)}
      required
    />
  );
}

/** An entry's Markdown body in a card of its own, with the live preview. */
export function EntryMarkdownCard({
  label,
  value,
  error,
  entry,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  entry: AdminEntry | null;
  onChange: (markdown: string) => void;
}) {
  return (
    <Card>
      <CardBody>
        <MarkdownField
          label={label}
          value={value}
          error={error}
          savedHtml={htmlWithoutMarkdown(entry)}
          onChange={onChange}
        />
      </CardBody>
    </Card>
  );
}
