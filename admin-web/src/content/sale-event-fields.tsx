import { Card, CardBody } from '@bli/ui';
import { TextField } from '../layout/form-field';
import type { EntryFieldsProps } from './entry-form';
import { EntrySlugField } from './entry-shared-fields';
import type { SaleEventForm } from './sale-event-form';

/**
 * One edition of a sale event: the laptops' price verdicts compare prices with it ("Likely to
 * drop in the next sale", the sale-event lows), so each year's edition carries the same name.
 */
export function SaleEventFields({
  form,
  onChange,
  problems,
  entry,
}: EntryFieldsProps<SaleEventForm>) {
  const set = <K extends keyof SaleEventForm>(key: K, value: SaleEventForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <Card>
      <CardBody className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Name"
          value={form.name}
          error={problems.name}
          hint="The same every year (e.g. Great Indian Festival): last year's edition is found by it"
          onChange={(event) => set('name', event.target.value)}
          required
        />
        <EntrySlugField
          value={form.slug}
          error={problems.slug}
          entry={entry}
          address={`/api/sale-events#${form.slug}`}
          onChange={(slug) => set('slug', slug)}
        />
        <TextField
          label="First day (IST)"
          type="date"
          value={form.startDate}
          error={problems.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          required
        />
        <TextField
          label="Last day (IST)"
          type="date"
          value={form.endDate}
          error={problems.endDate}
          hint="Included: the sale runs to the end of this day in India"
          onChange={(event) => set('endDate', event.target.value)}
          required
        />
      </CardBody>
    </Card>
  );
}
