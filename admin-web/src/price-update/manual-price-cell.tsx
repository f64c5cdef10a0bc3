import type { Laptop } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Button, toast } from '@bli/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fieldErrorsByName, readableError } from '../lib/api-error';
import { setManualPrice } from './laptops.queries';

/**
 * A laptop's price, editable by hand (launch mode without Amazon access): saved as an
 * observation of source "admin" at the time it arrives.
 */
export function ManualPriceCell({ laptop }: { laptop: Laptop }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(laptop.currentPrice));
  const save = useMutation({
    mutationFn: (price: number) => setManualPrice(laptop.asin, price),
    onSuccess: () => {
      toast({
        title: 'Price updated',
        description: `${laptop.asin} now costs ${formatInr(Number(value))}`,
      });
      setEditing(false);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: readableError(error, 'Failed to update the price'),
        variant: 'destructive',
      });
    },
  });
  const error = fieldErrorsByName(save.error, ['price']);

  if (!editing) {
    return (
      <div className="flex items-center gap-2">
        <span className="tabular-nums">{formatInr(laptop.currentPrice)}</span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit price of ${laptop.asin}`}
          onClick={() => {
            setValue(String(laptop.currentPrice));
            setEditing(true);
          }}
        >
          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') return;
    save.mutate(Number(value));
  };
  return (
    <form onSubmit={submit} className="grid gap-1">
      <div className="flex items-center gap-1">
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-label={`New price of ${laptop.asin} in rupees`}
          aria-invalid={error.price || error.form ? true : undefined}
          className="w-28 rounded-md border border-slate-300 px-2 py-1 text-sm"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
        />
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      {(error.price || error.form) && (
        <p className="text-xs text-red-700">{error.price ?? error.form}</p>
      )}
    </form>
  );
}
