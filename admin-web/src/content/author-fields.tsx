import { COVER_IMAGE_HOSTS } from '@bli/contracts';
import { Card, CardBody } from '@bli/ui';
import { TextAreaField, TextField } from '../layout/form-field';
import type { AuthorForm } from './author-form';
import type { EntryFieldsProps } from './entry-form';
import { RowsField } from './rows-field';
import { EntryMarkdownCard, EntrySlugField } from './entry-shared-fields';

/** An author page at `/author/{slug}`: who they are, what they know, how they test. */
export function AuthorFields({ form, onChange, problems, entry }: EntryFieldsProps<AuthorForm>) {
  const set = <K extends keyof AuthorForm>(key: K, value: AuthorForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <>
      <Card>
        <CardBody className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Name"
            value={form.name}
            error={problems.name}
            onChange={(event) => set('name', event.target.value)}
            required
          />
          <EntrySlugField
            value={form.slug}
            error={problems.slug}
            entry={entry}
            address={`/author/${form.slug}`}
            onChange={(slug) => set('slug', slug)}
          />
          <TextField
            label="Role"
            value={form.role}
            error={problems.role}
            onChange={(event) => set('role', event.target.value)}
            required
          />
          <TextField
            label="Photo URL"
            value={form.photoUrl}
            error={problems.photoUrl}
            hint={`A path on this site (/images/…) or https:// on ${COVER_IMAGE_HOSTS.join(', ')}; empty: initials`}
            onChange={(event) => set('photoUrl', event.target.value)}
          />
          <TextAreaField
            label="Bio"
            className="sm:col-span-2"
            rows={4}
            value={form.bio}
            error={problems.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
          <TextAreaField
            label="Expertise (one a line)"
            rows={4}
            value={form.expertise}
            error={problems.expertise}
            onChange={(event) => set('expertise', event.target.value)}
          />
          <TextAreaField
            label="Featured guides (site paths, one a line)"
            rows={4}
            value={form.featuredGuidePaths}
            error={problems.featuredGuidePaths}
            hint="e.g. /processors/amd-ryzen-5"
            onChange={(event) => set('featuredGuidePaths', event.target.value)}
          />
          <div className="sm:col-span-2">
            <RowsField
              legend="Stats"
              rows={form.stats}
              newRow={{ label: '', value: '' }}
              addLabel="Add a stat"
              error={problems.stats}
              onChange={(stats) => set('stats', stats)}
              renderRow={(stat, index, change) => (
                <>
                  <TextField
                    label="Label"
                    value={stat.label}
                    error={problems[`stats.${index}.label`]}
                    onChange={(event) => change({ ...stat, label: event.target.value })}
                  />
                  <TextField
                    label="Value"
                    value={stat.value}
                    error={problems[`stats.${index}.value`]}
                    onChange={(event) => change({ ...stat, value: event.target.value })}
                  />
                </>
              )}
            />
          </div>
        </CardBody>
      </Card>
      <EntryMarkdownCard
        label="Methodology (Markdown)"
        value={form.markdown}
        error={problems.markdown}
        entry={entry}
        onChange={(markdown) => set('markdown', markdown)}
      />
    </>
  );
}
