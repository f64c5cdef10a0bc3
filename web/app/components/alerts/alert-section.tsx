import { Button, cn } from '@bli/ui';
import { BellRing } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useActionData } from 'react-router';
import { ALERT_FORM_ENDPOINT } from '../../lib/alerts/alert-paths';
import type { FormIslandProps } from '../form-island';
import { useTakeOver } from '../form-island-seen';
import { useHydrated } from '../use-hydrated';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS_OFFERED,
  DEFAULT_PERCENT,
  defaultTargetPrice,
  MAX_PERCENT,
  MIN_PERCENT,
  PROBLEMS,
  readAlertForm,
  type AlertField,
  type AlertFormResult,
  type AlertFormValues,
  type FieldErrors,
} from './alert-form.model';
import { PushRefused, pushSupported, subscribeThisBrowser } from './alert-push';

export interface AlertSectionProps {
  slug: string;
  currentPrice: number;
  /** Out of stock or unavailable: "back in stock" is what the form offers first. */
  unavailable: boolean;
}

export const ALERT_PRIVACY =
  'We keep only your email address (and this browser’s push subscription, if you ask for it) ' +
  'and your alerts, to send you these alerts; nothing else. Everything is deleted 30 days after ' +
  'your last alert is removed, and every mail has a link to manage or delete it all.';

const inputClass =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500 aria-[invalid=true]:border-red-600';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="basis-full text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The scripted form's request: the same as the page's action, answered as JSON. */
async function send(data: FormData): Promise<AlertFormResult> {
  try {
    const response = await fetch(ALERT_FORM_ENDPOINT, {
      method: 'POST',
      body: data,
      headers: { accept: 'application/json' },
    });
    if (/json/.test(response.headers.get('content-type') ?? '')) {
      const answer = (await response.json()) as Partial<AlertFormResult>;
      if (answer.status === 'accepted' || answer.status === 'refused') {
        return answer as AlertFormResult;
      }
    }
  } catch {
    // No answer: said below, like any other.
  }
  const problem = PROBLEMS.unavailable;
  return { status: 'refused', values: readAlertForm(data).values, errors: {}, problem };
}

type PushState =
  | { state: 'off' }
  | { state: 'asking' }
  | { state: 'on'; subscription: PushSubscriptionJSON }
  | { state: 'refused'; message: string };

/**
 * "Alert me" on a laptop's page (issue #22): an address and what to be told about. Without
 * JavaScript a plain POST to the page's own action, which answers with the page, the message or
 * the fields to fix; scripted (form-island.tsx), the same action through a fetcher, and the
 * offer to notify this browser too where the Push API exists.
 */
export function AlertSection({
  slug,
  currentPrice,
  unavailable,
  takeOver,
}: AlertSectionProps & FormIslandProps) {
  // Without JavaScript the page's action answered (the page again); with it, /alerts/new.
  const posted = useActionData<AlertFormResult>();
  const [sent, setSent] = useState<AlertFormResult | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const result = sent ?? posted;
  const form = useRef<HTMLFormElement>(null);
  // Taking over from the server's form: what it showed, the caret, a submit made meanwhile.
  const seen = useTakeOver(takeOver, form);
  // Offered only where scripts run and the browser has the Push API (never in server HTML).
  const canPush = useHydrated() && pushSupported();
  const [push, setPush] = useState<PushState>({ state: 'off' });

  const refused = result?.status === 'refused' ? result : null;
  const errors: FieldErrors = {
    ...refused?.errors,
    ...(push.state === 'refused' ? { push: push.message } : {}),
  };
  const start: AlertFormValues = {
    email: seen?.values.email ?? refused?.values.email ?? '',
    kind: (seen?.values.kind ??
      refused?.values.kind ??
      (unavailable ? 'back-in-stock' : 'target-price')) as AlertFormValues['kind'],
    targetPrice:
      seen?.values.targetPrice ??
      refused?.values.targetPrice ??
      String(defaultTargetPrice(currentPrice)),
    percent: seen?.values.percent ?? refused?.values.percent ?? String(DEFAULT_PERCENT),
  };
  const busy = sending || push.state === 'asking';
  const describedBy = (field: AlertField) => (errors[field] ? `alert-${field}-error` : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('laptop', slug);
    if (push.state === 'on') data.set('push', JSON.stringify(push.subscription));
    setSending(true);
    void send(data)
      .then(setSent)
      .finally(() => setSending(false));
  };
  const onPushChange = (checked: boolean) => {
    if (!checked) return setPush({ state: 'off' });
    setPush({ state: 'asking' });
    subscribeThisBrowser().then(
      (subscription) => setPush({ state: 'on', subscription }),
      (error: unknown) =>
        setPush({
          state: 'refused',
          message:
            error instanceof PushRefused
              ? error.message
              : 'This browser could not be set up for notifications.',
        }),
    );
  };

  return (
    <section
      id="alert"
      aria-labelledby="alert-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="alert-heading" className="flex items-center gap-2 text-xl font-bold">
          <BellRing className="h-5 w-5 text-orange-600" aria-hidden="true" />
          Alert me
        </h2>
        <p className="text-sm text-slate-600">
          Get an email when this laptop gets cheaper or is back in stock. No account needed: we
          first send one mail to confirm your address.
        </p>
      </div>
      <div aria-live="polite">
        {result?.status === 'accepted' && (
          <p
            role="status"
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-800"
          >
            {result.message}
          </p>
        )}
        {refused?.problem && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {refused.problem}
          </p>
        )}
      </div>
      <form
        ref={form}
        method="post"
        action={`/laptop/${slug}#alert`}
        className="space-y-4"
        onSubmit={onSubmit}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="alert-email" className="text-sm font-medium text-slate-800">
            Email address
          </label>
          <input
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={start.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={cn(inputClass, 'max-w-sm')}
          />
          <FieldError id="alert-email-error" message={errors.email} />
        </div>
        <fieldset className="space-y-2" aria-describedby={describedBy('kind')}>
          <legend className="text-sm font-medium text-slate-800">Tell me when</legend>
          {ALERT_KINDS_OFFERED.map((kind) => (
            <div key={kind} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <input
                type="radio"
                id={`alert-kind-${kind}`}
                name="kind"
                value={kind}
                defaultChecked={start.kind === kind}
                className="h-4 w-4 accent-orange-600"
              />
              <label htmlFor={`alert-kind-${kind}`} className="text-sm text-slate-800">
                {ALERT_KIND_LABELS[kind]}
              </label>
              {kind === 'target-price' && (
                <span className="inline-flex items-center gap-1 text-sm text-slate-800">
                  <span aria-hidden="true">₹</span>
                  <input
                    name="targetPrice"
                    inputMode="numeric"
                    aria-label="Target price in rupees"
                    defaultValue={start.targetPrice}
                    aria-invalid={errors.targetPrice ? true : undefined}
                    aria-describedby={describedBy('targetPrice')}
                    className={cn(inputClass, 'w-32')}
                  />
                </span>
              )}
              {kind === 'percent-drop' && (
                <span className="inline-flex items-center gap-1 text-sm text-slate-800">
                  <input
                    name="percent"
                    type="number"
                    min={MIN_PERCENT}
                    max={MAX_PERCENT}
                    step={1}
                    aria-label="Drop in per cent"
                    defaultValue={start.percent}
                    aria-invalid={errors.percent ? true : undefined}
                    aria-describedby={describedBy('percent')}
                    className={cn(inputClass, 'w-20')}
                  />
                  <span aria-hidden="true">%</span>
                </span>
              )}
              {kind === 'target-price' && (
                <FieldError id="alert-targetPrice-error" message={errors.targetPrice} />
              )}
              {kind === 'percent-drop' && (
                <FieldError id="alert-percent-error" message={errors.percent} />
              )}
            </div>
          ))}
          <FieldError id="alert-kind-error" message={errors.kind} />
        </fieldset>
        {canPush && (
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                type="checkbox"
                id="alert-push"
                checked={push.state === 'on' || push.state === 'asking'}
                disabled={push.state === 'asking'}
                onChange={(event) => onPushChange(event.target.checked)}
                aria-describedby={describedBy('push')}
                className="h-4 w-4 accent-orange-600"
              />
              <label htmlFor="alert-push" className="text-sm text-slate-800">
                Also notify this browser
              </label>
            </div>
            <FieldError id="alert-push-error" message={errors.push} />
          </div>
        )}
        <Button type="submit" disabled={busy}>
          {sending ? 'Setting your alert…' : 'Alert me'}
        </Button>
      </form>
      <p className="text-xs text-slate-600">{ALERT_PRIVACY}</p>
    </section>
  );
}
