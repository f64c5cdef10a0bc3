import type { AdminDeal, DealType } from '@bli/contracts';
import { DEAL_TYPES } from '@bli/contracts';
import { Button, Card, CardBody, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, readableError } from '../lib/api-error';
import { formatIst } from '@bli/domain';
import { SelectField, TextAreaField, TextField } from '../layout/form-field';
import { useLeaveGuard } from '../layout/leave-guard';
import {
  DEAL_TYPE_LABELS,
  dealErrors,
  dealRequest,
  emptyDealForm,
  formFromDeal,
  showsBankFields,
  showsOfferFields,
  type DealForm,
} from './deal-form';
import { DealLaptopPicker } from './deal-laptop-picker';
import { DealStateBadge } from './deal-state-badge';
import {
  createDeal,
  DEALS_KEY,
  dealAuditQuery,
  dealKey,
  dealQuery,
  expireDeal,
  updateDeal,
} from './deals.queries';

function DealEditorForm({ deal }: { deal: AdminDeal | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [start] = useState<DealForm>(() => (deal ? formFromDeal(deal) : emptyDealForm(new Date())));
  const [form, setForm] = useState<DealForm>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<DealForm>) => setForm((current) => ({ ...current, ...changes }));
  const letThrough = useLeaveGuard(
    JSON.stringify(form) !== JSON.stringify(start),
    'This deal has unsaved changes. Leave without saving?',
  );

  // The answer is the deal as saved: the page re-mounts the form from it, no longer dirty.
  const changed = (answer: AdminDeal) => {
    queryClient.setQueryData(dealKey(answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
  };
  const saved = (answer: AdminDeal) => {
    changed(answer);
    setErrors({});
    toast({ title: 'Deal saved', description: answer.title });
    if (!deal) {
      letThrough();
      void navigate(`/deals/${answer.id}`);
    }
  };
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof dealRequest>['body']>) =>
      deal ? updateDeal(deal.id, body) : createDeal(body),
    onSuccess: saved,
    onError: (error) =>
      setErrors(
        error instanceof ApiError
          ? dealErrors({
              status: error.status,
              message: error.serverMessage ?? error.message,
              fieldErrors: error.fieldErrors,
            })
          : { form: readableError(error, 'The deal could not be saved') },
      ),
  });
  const expire = useMutation({
    mutationFn: () => expireDeal(deal?.id ?? 0),
    onSuccess: (answer) => {
      changed(answer);
      toast({ title: 'Deal expired', description: `${answer.title} is off the site.` });
    },
    onError: (error) => setErrors({ form: readableError(error, 'The deal could not be expired') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = dealRequest(form);
    if (request.errors) setErrors(request.errors);
    else save.mutate(request.body);
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Deal">
      <DealLaptopPicker
        label={form.laptopLabel}
        error={errors.laptop}
        onPick={({ asin, label }) => set({ laptopAsin: asin, laptopLabel: label })}
      />
      <TextField
        label="Title"
        value={form.title}
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          value={form.dealType}
          error={errors.dealType}
          onChange={(event) => set({ dealType: event.target.value as DealType })}
        >
          {DEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {DEAL_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Deal price (₹)"
          inputMode="numeric"
          value={form.discountPrice}
          error={errors.discountPrice}
          hint="Shoppers see “deal price no longer available” while the laptop costs more than this."
          onChange={(event) => set({ discountPrice: event.target.value })}
          required
        />
      </div>
      {showsBankFields(form) && (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="bank-fields">
          <TextField
            label="Card or bank"
            value={form.bankName}
            error={errors.bankName}
            onChange={(event) => set({ bankName: event.target.value })}
            required
          />
          <TextAreaField
            label="Conditions"
            value={form.conditions}
            error={errors.conditions}
            rows={3}
            onChange={(event) => set({ conditions: event.target.value })}
            required
          />
        </div>
      )}
      {showsOfferFields(form) && (
        <div className="grid gap-4 sm:grid-cols-3" data-testid="offer-fields">
          <TextField
            label="Offer percent (%)"
            inputMode="decimal"
            value={form.offerPercent}
            error={errors.offerPercent}
            hint="“10” for 10% off; blank for a flat amount"
            onChange={(event) => set({ offerPercent: event.target.value })}
          />
          <TextField
            label="Up to / flat amount (₹)"
            inputMode="numeric"
            value={form.offerCap}
            error={errors.offerCap}
            hint="The most the offer takes off; alone, the amount off"
            onChange={(event) => set({ offerCap: event.target.value })}
          />
          {showsBankFields(form) && (
            <TextField
              label="No-cost EMI fee (₹)"
              inputMode="numeric"
              value={form.processingFee}
              error={errors.processingFee}
              hint="As the offer states it; shoppers see the EMI's real cost"
              onChange={(event) => set({ processingFee: event.target.value })}
            />
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts (IST)"
          type="datetime-local"
          value={form.startsAt}
          error={errors.startsAt}
          onChange={(event) => set({ startsAt: event.target.value })}
          required
        />
        <TextField
          label="Ends (IST)"
          type="datetime-local"
          value={form.expiresAt}
          error={errors.expiresAt}
          hint="Shoppers stop seeing the deal at this time."
          onChange={(event) => set({ expiresAt: event.target.value })}
          required
        />
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {deal ? 'Save changes' : 'Create deal'}
        </Button>
        {deal && deal.state !== 'ended' && (
          <Button
            type="button"
            variant="outline"
            disabled={expire.isPending}
            onClick={() => {
              if (window.confirm('End this deal now? Shoppers stop seeing it.')) expire.mutate();
            }}
          >
            Expire now
          </Button>
        )}
      </div>
    </form>
  );
}

function DealAudit({ id }: { id: number }) {
  const audit = useQuery(dealAuditQuery(id));
  if (!audit.data || audit.data.length === 0) return null;
  return (
    <section aria-label="Changes" className="grid gap-2">
      <h2 className="text-lg font-semibold">Changes</h2>
      <ul className="grid gap-1 text-sm">
        {audit.data.map((entry) => (
          <li key={entry.id}>
            <span className="text-slate-500">{formatIst(entry.at)}</span>{' '}
            <span className="font-medium">{entry.operator}</span>{' '}
            {entry.field === 'created' || entry.field === 'expired'
              ? entry.field
              : `changed ${entry.field}: ${JSON.stringify(entry.oldValue)} → ${JSON.stringify(entry.newValue)}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/admin/deals/new` and `/admin/deals/:id`: the deal form, its state and its changes. */
export default function DealEditorPage() {
  const { id } = useParams();
  const dealId = id === 'new' ? null : Number(id);
  const deal = useQuery({ ...dealQuery(dealId ?? 0), enabled: dealId !== null });
  return (
    <div className="grid gap-4">
      <Link to="/deals" className="flex items-center gap-1 text-sm text-slate-600 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        All deals
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{dealId === null ? 'New deal' : 'Edit deal'}</h1>
        {deal.data && <DealStateBadge state={deal.data.state} />}
      </div>
      <Card>
        <CardBody>
          {dealId === null && <DealEditorForm deal={null} />}
          {dealId !== null && deal.isPending && <Skeleton className="h-96" />}
          {deal.isError && (
            <p role="alert" className="text-sm text-red-700">
              {readableError(deal.error, 'The deal could not be loaded.')}
            </p>
          )}
          {deal.data && (
            // Re-mounted on each saved version: the form starts from what the server answered.
            <DealEditorForm key={`${deal.data.updatedAt}-${deal.data.state}`} deal={deal.data} />
          )}
        </CardBody>
      </Card>
      {dealId !== null && <DealAudit id={dealId} />}
    </div>
  );
}
