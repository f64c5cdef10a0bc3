import type { PriceRange } from '@bli/contracts';
import { Button, Dialog, Switch, toast } from '@bli/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsByName } from '../lib/api-error';
import { TextAreaField, TextField } from '../layout/form-field';
import {
  emptyPriceRangeForm,
  formFromPriceRange,
  PRICE_RANGE_FORM_FIELDS,
  priceRangeRequest,
  withName,
  withSlug,
  type PriceRangeForm,
} from './price-range-form';
import { createPriceRange, PRICE_RANGES_KEY, updatePriceRange } from './price-ranges.queries';

export interface PriceRangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The range to edit; absent: add a new one. */
  range?: PriceRange;
}

/**
 * docs/product-rules.md §5 "Add New Price Range" form, and its edit twin. Rules the spec sets are kept here
 * (slug from the name, ignore a submit without name/slug/maxPrice); the server judges the rest
 * and its 400 lands next to the field it names.
 */
export function PriceRangeDialog({ open, onOpenChange, range }: PriceRangeDialogProps) {
  const editing = range !== undefined;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PriceRangeForm>(() =>
    range ? formFromPriceRange(range) : emptyPriceRangeForm(),
  );
  const activeId = useId();
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof priceRangeRequest>>) =>
      range ? updatePriceRange(range.id, body) : createPriceRange(body),
    onSuccess: () => {
      toast(
        editing
          ? { title: 'Price range updated', description: 'The price range has been saved.' }
          : {
              title: 'Price range created',
              description: 'New price range has been added successfully',
            },
      );
      void queryClient.invalidateQueries({ queryKey: PRICE_RANGES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      setForm(emptyPriceRangeForm());
      onOpenChange(false);
    },
    onError: () => {
      toast({
        title: 'Error',
        description: editing ? 'Failed to update price range' : 'Failed to create price range',
        variant: 'destructive',
      });
    },
  });
  const errors = fieldErrorsByName(save.error, PRICE_RANGE_FORM_FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = priceRangeRequest(form);
    if (!body) return;
    save.mutate(body);
  };
  const set = (changes: Partial<PriceRangeForm>) =>
    setForm((current) => ({ ...current, ...changes }));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) save.reset();
        onOpenChange(next);
      }}
      title={editing ? `Edit ${range.name}` : 'Add New Price Range'}
      description={
        editing
          ? 'Change the range; its laptops follow the new prices at the next sync.'
          : 'Create a price range for laptops. The slug is generated from the name.'
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          placeholder="Under ₹45,000"
          value={form.name}
          error={errors.name}
          onChange={(event) => setForm(withName(form, event.target.value))}
        />
        <TextField
          label="Slug"
          name="slug"
          placeholder="under-45000"
          value={form.slug}
          error={errors.slug}
          hint="Lowercase letters, digits and hyphens; used in /price-range/{slug}."
          onChange={(event) => setForm(withSlug(form, event.target.value))}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Min Price (₹)"
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.minPrice}
            error={errors.minPrice}
            onChange={(event) => set({ minPrice: event.target.value })}
          />
          <TextField
            label="Max Price (₹)"
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={form.maxPrice}
            error={errors.maxPrice}
            onChange={(event) => set({ maxPrice: event.target.value })}
          />
        </div>
        <TextField
          label="SEO Title (optional)"
          name="seoTitle"
          value={form.seoTitle}
          error={errors.seoTitle}
          onChange={(event) => set({ seoTitle: event.target.value })}
        />
        <TextAreaField
          label="SEO Description (optional)"
          name="seoDescription"
          value={form.seoDescription}
          error={errors.seoDescription}
          onChange={(event) => set({ seoDescription: event.target.value })}
        />
        <div className="flex items-center gap-2">
          <Switch
            id={activeId}
            checked={form.isActive}
            onCheckedChange={(isActive) => set({ isActive })}
          />
          <label htmlFor={activeId} className="text-sm font-medium">
            Active (shown on the site)
          </label>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Create Price Range'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
