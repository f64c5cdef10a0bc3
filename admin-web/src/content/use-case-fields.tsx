import { Card, CardBody } from '@bli/ui';
import { TextAreaField, TextField } from '../layout/form-field';
import type { EntryFieldsProps } from './entry-form';
import { LaptopPicker } from './laptop-picker';
import { picksInOrder, type UseCaseForm } from './use-case-form';
import { EntryMarkdownCard, EntrySlugField } from './entry-shared-fields';

type Criteria = UseCaseForm['criteria'];

const THRESHOLDS: readonly { key: Exclude<keyof Criteria, `requires${string}`>; label: string }[] =
  [
    { key: 'minPrice', label: 'Lowest price (₹)' },
    { key: 'maxPrice', label: 'Highest price (₹)' },
    { key: 'minRamGb', label: 'At least RAM (GB)' },
    { key: 'maxWeightKg', label: 'At most weight (kg)' },
    { key: 'minBatteryHours', label: 'At least battery (hours)' },
  ];

const REQUIREMENTS: readonly { key: `requires${string}` & keyof Criteria; label: string }[] = [
  { key: 'requiresSsd', label: 'Needs an SSD' },
  { key: 'requiresDedicatedGraphics', label: 'Needs dedicated graphics' },
];

/**
 * A use-case list at `/laptops/{slug}`: who it is for, the thresholds a laptop must meet to be
 * listed, the editor's picks in order with a paragraph each, and the guidance.
 */
export function UseCaseFields({ form, onChange, problems, entry }: EntryFieldsProps<UseCaseForm>) {
  const set = <K extends keyof UseCaseForm>(key: K, value: UseCaseForm[K]) =>
    onChange({ ...form, [key]: value });
  const setCriteria = (changes: Partial<Criteria>) =>
    set('criteria', { ...form.criteria, ...changes });
  const slugs = form.picks.map((pick) => pick.laptopSlug);
  return (
    <>
      <Card>
        <CardBody className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Title"
            value={form.title}
            error={problems.title}
            onChange={(event) => set('title', event.target.value)}
            required
          />
          <EntrySlugField
            value={form.slug}
            error={problems.slug}
            entry={entry}
            address={`/laptops/${form.slug}`}
            onChange={(slug) => set('slug', slug)}
          />
          <TextAreaField
            label="Description"
            className="sm:col-span-2"
            value={form.description}
            error={problems.description}
            onChange={(event) => set('description', event.target.value)}
          />
          <TextField
            label="Icon"
            value={form.icon}
            error={problems.icon}
            hint="A Lucide icon name the site knows, e.g. GraduationCap; others show a laptop"
            onChange={(event) => set('icon', event.target.value)}
          />
          <TextField
            label="Colour"
            value={form.color}
            error={problems.color}
            hint="The card's accent, e.g. blue, emerald, violet"
            onChange={(event) => set('color', event.target.value)}
          />
          <TextAreaField
            label="Who it is for (one a line)"
            rows={4}
            value={form.targetAudience}
            error={problems.targetAudience}
            onChange={(event) => set('targetAudience', event.target.value)}
          />
          <TextAreaField
            label="What they need (one a line)"
            rows={4}
            value={form.requirements}
            error={problems.requirements}
            onChange={(event) => set('requirements', event.target.value)}
          />
          <TextField
            label="Budget range"
            value={form.budgetRange}
            error={problems.budgetRange}
            hint="As the card shows it, e.g. ₹35,000 – ₹60,000"
            onChange={(event) => set('budgetRange', event.target.value)}
          />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-3">
          <h2 className="text-sm font-medium text-slate-800">
            Thresholds: the laptops the list shows meet every one (blank: none)
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            {THRESHOLDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                inputMode="decimal"
                value={form.criteria[key]}
                error={problems[`criteria.${key}`]}
                onChange={(event) => setCriteria({ [key]: event.target.value })}
              />
            ))}
            {REQUIREMENTS.map(({ key, label }) => (
              <label key={key} className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={form.criteria[key]}
                  onChange={(event) => setCriteria({ [key]: event.target.checked })}
                />
                {label}
              </label>
            ))}
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <LaptopPicker
            legend="Our picks, in order"
            slugs={slugs}
            error={problems.picks}
            onChange={(next) => set('picks', picksInOrder(form.picks, next))}
            detail={(slug, index) => (
              <TextAreaField
                label={`Why ${slug}`}
                value={form.picks[index].note}
                error={
                  [
                    problems[`picks.${index}`],
                    problems[`picks.${index}.laptopSlug`],
                    problems[`picks.${index}.note`],
                  ]
                    .filter(Boolean)
                    .join('; ') || undefined
                }
                onChange={(event) =>
                  set(
                    'picks',
                    form.picks.map((pick, at) =>
                      at === index ? { ...pick, note: event.target.value } : pick,
                    ),
                  )
                }
              />
            )}
          />
        </CardBody>
      </Card>
      <EntryMarkdownCard
        label="Guidance (Markdown)"
        value={form.markdown}
        error={problems.markdown}
        entry={entry}
        onChange={(markdown) => set('markdown', markdown)}
      />
    </>
  );
}
