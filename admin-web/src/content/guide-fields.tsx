import { GUIDE_DIFFICULTIES, GUIDE_INTENTS, GUIDE_SECTIONS } from '@bli/contracts';
import { Card, CardBody } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextAreaField, TextField } from '../layout/form-field';
import { knowledgeCategoriesQuery } from './entries.queries';
import { SLUG_FIXED_HINT, type EntryFieldsProps } from './entry-form';
import type { GuideForm } from './guide-form';
import { EntryMarkdownCard, EntrySlugField } from './entry-shared-fields';

/** A knowledge-hub guide at `/{section}/{slug}`: where it is, what it says, what it targets. */
export function GuideFields({ form, onChange, problems, entry }: EntryFieldsProps<GuideForm>) {
  const categories = useQuery(knowledgeCategoriesQuery);
  const set = <K extends keyof GuideForm>(key: K, value: GuideForm[K]) =>
    onChange({ ...form, [key]: value });
  const fixed = entry?.publishedAt != null;
  const known = categories.data ?? [];
  return (
    <>
      <Card>
        <CardBody className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Title"
            className="sm:col-span-2"
            value={form.title}
            error={problems.title}
            onChange={(event) => set('title', event.target.value)}
            required
          />
          <SelectField
            label="Section"
            value={form.section}
            error={problems.section}
            disabled={fixed}
            hint={fixed ? SLUG_FIXED_HINT : 'The first part of its address'}
            onChange={(event) => set('section', event.target.value as GuideForm['section'])}
          >
            {GUIDE_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {section}
              </option>
            ))}
          </SelectField>
          <EntrySlugField
            value={form.slug}
            error={problems.slug}
            entry={entry}
            address={`/${form.section}/${form.slug}`}
            onChange={(slug) => set('slug', slug)}
          />
          <SelectField
            label="Hub category"
            value={form.categorySlug}
            error={problems.categorySlug}
            onChange={(event) => set('categorySlug', event.target.value)}
          >
            <option value="">Pick a category</option>
            {known.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title}
              </option>
            ))}
            {form.categorySlug && !known.some((one) => one.slug === form.categorySlug) && (
              <option value={form.categorySlug}>{form.categorySlug}</option>
            )}
          </SelectField>
          <TextField
            label="Search volume"
            value={form.searchVolume}
            error={problems.searchVolume}
            hint="As the hub shows it, e.g. 9,900/month"
            onChange={(event) => set('searchVolume', event.target.value)}
          />
          <TextAreaField
            label="Description"
            className="sm:col-span-2"
            value={form.description}
            error={problems.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <TextAreaField
            label="Target keywords (one a line)"
            rows={5}
            value={form.targetKeywords}
            error={problems.targetKeywords}
            onChange={(event) => set('targetKeywords', event.target.value)}
          />
          <div className="grid content-start gap-3">
            <SelectField
              label="Difficulty"
              value={form.difficulty}
              error={problems.difficulty}
              onChange={(event) => set('difficulty', event.target.value as GuideForm['difficulty'])}
            >
              {GUIDE_DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficulty}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Intent"
              value={form.intent}
              error={problems.intent}
              onChange={(event) => set('intent', event.target.value as GuideForm['intent'])}
            >
              {GUIDE_INTENTS.map((intent) => (
                <option key={intent} value={intent}>
                  {intent}
                </option>
              ))}
            </SelectField>
          </div>
        </CardBody>
      </Card>
      <EntryMarkdownCard
        label="Article (Markdown)"
        value={form.markdown}
        error={problems.markdown}
        entry={entry}
        onChange={(markdown) => set('markdown', markdown)}
      />
    </>
  );
}
