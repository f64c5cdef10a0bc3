import type { AdminLaptop, ParsedField } from '@bli/contracts';
import { Button, Switch, cn } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { SelectField, TextAreaField, TextField } from '../layout/form-field';
import { priceRangesQuery } from '../price-ranges/price-ranges.queries';
import {
  BY_PRICE,
  GAMING_TIER_OPTIONS,
  reviewLength,
  reviewLengthText,
  STORAGE_TYPE_OPTIONS,
  tagsOf,
  type LaptopForm,
} from './laptop-form';
import { useCasesQuery } from './laptops.queries';
import { parsedFieldLabel } from './parsed-fields';

export interface EditorFormProps {
  laptop: AdminLaptop;
  form: LaptopForm;
  onChange: (changes: Partial<LaptopForm>) => void;
  /** Complaints by field: the server's (400/409) and the form's own (a number that is not one). */
  errors: Record<string, string>;
  /** Fields the form changes (a changed parsed field is no longer flagged once saved). */
  changed: ReadonlySet<string>;
  onConfirm: (fields: ParsedField[]) => void;
  confirming: boolean;
}

/**
 * A field the listing parser filled in and nobody has looked at: highlighted, with "Looks
 * right" to confirm it as it is (a change to it, once saved, confirms it too).
 */
function Parsed({
  field,
  props,
  children,
}: {
  field: ParsedField;
  props: EditorFormProps;
  children: ReactNode;
}) {
  if (!props.laptop.parsedFields.includes(field)) return <>{children}</>;
  const label = parsedFieldLabel(field);
  return (
    <div
      className="grid gap-2 rounded-md border-2 border-amber-400 bg-amber-50 p-2"
      data-testid={`parsed-${field}`}
    >
      {children}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-amber-900">
        <span>Parsed from the listing — check it</span>
        {props.changed.has(field) ? (
          <span className="font-medium">Changed: saving confirms it</span>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Looks right: ${label}`}
            disabled={props.confirming}
            onClick={() => props.onConfirm([field])}
          >
            <Check className="h-3.5 w-3.5" aria-hidden="true" />
            Looks right
          </Button>
        )}
      </div>
    </div>
  );
}

function SwitchField({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 py-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function SpecificationSheet(props: EditorFormProps) {
  const { form, onChange, errors } = props;
  const rows = form.specifications;
  const setRow = (index: number, changes: Partial<{ key: string; value: string }>) =>
    onChange({
      specifications: rows.map((row, i) => (i === index ? { ...row, ...changes } : row)),
    });
  return (
    <Parsed field="specifications" props={props}>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-slate-800">Specifications sheet</p>
        <p className="text-xs text-slate-500">
          processor, ram, storage, graphics, display, battery, weight and os show first; any other
          key follows.
        </p>
        {rows.map((row, index) => (
          <div key={index} className="flex gap-2">
            <input
              aria-label={`Sheet key ${index + 1}`}
              className="w-40 rounded-md border border-slate-300 px-2 py-1.5 font-mono text-sm"
              value={row.key}
              onChange={(event) => setRow(index, { key: event.target.value })}
            />
            <input
              aria-label={`Sheet ${row.key || `value ${index + 1}`}`}
              className="flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              value={row.value}
              onChange={(event) => setRow(index, { value: event.target.value })}
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Remove sheet line ${row.key || index + 1}`}
              onClick={() => onChange({ specifications: rows.filter((_, i) => i !== index) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onChange({ specifications: [...rows, { key: '', value: '' }] })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add line
          </Button>
        </div>
        {errors.specifications && (
          <p className="text-xs font-medium text-red-700">{errors.specifications}</p>
        )}
      </div>
    </Parsed>
  );
}

function UseCaseTags({ form, onChange, errors }: EditorFormProps) {
  const useCases = useQuery(useCasesQuery);
  const tags = tagsOf(form.useCaseTags);
  const toggle = (slug: string) =>
    onChange({
      useCaseTags: (tags.includes(slug)
        ? tags.filter((tag) => tag !== slug)
        : [...tags, slug]
      ).join(', '),
    });
  return (
    <div className="grid gap-2">
      <TextField
        label="Use-case tags"
        name="useCaseTags"
        value={form.useCaseTags}
        error={errors.useCaseTags}
        hint="Use-case slugs, separated by commas."
        onChange={(event) => onChange({ useCaseTags: event.target.value })}
      />
      {useCases.data && (
        <ul className="flex flex-wrap gap-1" aria-label="Use cases">
          {useCases.data.map((useCase) => (
            <li key={useCase.slug}>
              <button
                type="button"
                aria-pressed={tags.includes(useCase.slug)}
                onClick={() => toggle(useCase.slug)}
                className={cn(
                  'rounded-full border px-2.5 py-0.5 text-xs',
                  tags.includes(useCase.slug)
                    ? 'border-orange-500 bg-orange-100 text-orange-900'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                )}
              >
                {useCase.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every editorial field of the laptop, grouped as the shop's page uses them. */
export function LaptopEditorForm(props: EditorFormProps) {
  const { form, onChange, errors, laptop } = props;
  const ranges = useQuery(priceRangesQuery);
  const review = reviewLength(form.review);
  const text = (field: keyof LaptopForm) => ({
    name: field,
    value: form[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });
  const currentRange = ranges.data?.find((range) => range.id === laptop.priceRangeId);

  return (
    <div className="grid gap-6">
      <Section title="Listing">
        <TextField label="Title" {...text('title')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Slug"
            hint="Lowercase words joined by hyphens: the page is /laptop/{slug}."
            {...text('slug')}
          />
          <TextField label="Brand" {...text('brand')} />
          <Parsed field="model" props={props}>
            <TextField label="Model" {...text('model')} />
          </Parsed>
        </div>
      </Section>

      <Section title="Specifications">
        <div className="grid gap-4 sm:grid-cols-2">
          <Parsed field="processorBrand" props={props}>
            <TextField label="Processor brand" {...text('processorBrand')} />
          </Parsed>
          <Parsed field="processorModel" props={props}>
            <TextField label="Processor model" {...text('processorModel')} />
          </Parsed>
          <Parsed field="ramSize" props={props}>
            <TextField label="RAM (GB)" inputMode="numeric" {...text('ramSize')} />
          </Parsed>
          <Parsed field="ramType" props={props}>
            <TextField label="RAM type" {...text('ramType')} />
          </Parsed>
          <Parsed field="storageSize" props={props}>
            <TextField label="Storage (GB)" inputMode="numeric" {...text('storageSize')} />
          </Parsed>
          <Parsed field="storageType" props={props}>
            <SelectField label="Storage type" {...text('storageType')}>
              <option value="">Not known</option>
              {STORAGE_TYPE_OPTIONS.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectField>
          </Parsed>
          <Parsed field="displaySize" props={props}>
            <TextField label="Display size" {...text('displaySize')} />
          </Parsed>
          <Parsed field="displayResolution" props={props}>
            <TextField label="Display resolution" {...text('displayResolution')} />
          </Parsed>
          <Parsed field="hasDedicatedGraphics" props={props}>
            <SwitchField
              label="Dedicated graphics"
              checked={form.hasDedicatedGraphics}
              onCheckedChange={(hasDedicatedGraphics) => onChange({ hasDedicatedGraphics })}
            />
          </Parsed>
          <Parsed field="graphicsBrand" props={props}>
            <TextField label="Graphics brand" {...text('graphicsBrand')} />
          </Parsed>
          <Parsed field="graphicsModel" props={props}>
            <TextField label="Graphics model" {...text('graphicsModel')} />
          </Parsed>
          <Parsed field="isGamingLaptop" props={props}>
            <SwitchField
              label="Gaming laptop"
              checked={form.isGamingLaptop}
              onCheckedChange={(isGamingLaptop) => onChange({ isGamingLaptop })}
            />
          </Parsed>
          <Parsed field="gamingTier" props={props}>
            <SelectField label="Gaming tier" {...text('gamingTier')}>
              <option value="">None</option>
              {GAMING_TIER_OPTIONS.map((tier) => (
                <option key={tier} value={tier}>
                  {tier}
                </option>
              ))}
            </SelectField>
          </Parsed>
          <Parsed field="gamingPerformanceRating" props={props}>
            <TextField
              label="Gaming rating (1–10)"
              inputMode="numeric"
              {...text('gamingPerformanceRating')}
            />
          </Parsed>
        </div>
        <SpecificationSheet {...props} />
      </Section>

      <Section title="Our words">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextAreaField label="Features" rows={6} hint="One a line." {...text('features')} />
          <TextAreaField label="Pros" rows={6} hint="One a line." {...text('pros')} />
          <TextAreaField label="Cons" rows={6} hint="One a line." {...text('cons')} />
        </div>
        <div className="grid gap-1">
          <TextAreaField label="Review" rows={10} {...text('review')} />
          <p
            aria-live="polite"
            data-testid="review-length"
            className={cn(
              'text-xs font-medium',
              review.enough ? 'text-green-700' : 'text-amber-700',
            )}
          >
            {reviewLengthText(form.review)}
          </p>
        </div>
        <TextField
          label="Verdict"
          hint="One line; empty: the shop's verdict from the rating."
          {...text('verdict')}
        />
      </Section>

      <Section title="Placement">
        <TextField
          label="Feature tags"
          hint="Our own tags, e.g. backlit-keyboard, separated by commas."
          {...text('featureTags')}
        />
        <UseCaseTags {...props} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Price range"
            name="priceRange"
            value={form.priceRange}
            error={errors.priceRangeId}
            hint="By price: the range follows the price at each sync."
            onChange={(event) => onChange({ priceRange: event.target.value })}
          >
            <option value={BY_PRICE}>
              By price
              {currentRange && !laptop.priceRangeLocked ? ` (now ${currentRange.name})` : ''}
            </option>
            {(ranges.data ?? []).map((range) => (
              <option key={range.id} value={String(range.id)}>
                {range.name}
                {range.isActive ? '' : ' (inactive)'}
              </option>
            ))}
          </SelectField>
          <SwitchField
            label="Featured"
            checked={form.isFeatured}
            onCheckedChange={(isFeatured) => onChange({ isFeatured })}
          />
        </div>
      </Section>
    </div>
  );
}
