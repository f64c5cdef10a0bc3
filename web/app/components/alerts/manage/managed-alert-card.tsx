import type { ManagedAlert } from '@bli/contracts';
import { formatDateEnIn, formatInr } from '@bli/domain';
import { Button, cn } from '@bli/ui';
import type { ReactNode } from 'react';
import { ALERT_PAGES } from '../../../lib/alerts/alert-paths';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS_OFFERED,
  conditionText,
  DEFAULT_PERCENT,
  defaultTargetPrice,
  MAX_PERCENT,
  MIN_PERCENT,
  stateText,
} from '../alert-form.model';
import type { ChangeRefused, ManageIntent } from './manage-view';

const inputClass =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500 aria-[invalid=true]:border-red-600';

/** One of the card's forms: a plain POST to the manage page's action, with the token. */
function ManageForm({
  token,
  id,
  intent,
  children,
  className,
}: {
  token: string;
  id: number;
  intent: ManageIntent;
  children: ReactNode;
  className?: string;
}) {
  return (
    <form method="post" action={ALERT_PAGES.manage} className={className}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** What the "Change" form starts from: a refused try, else the alert's own condition. */
function changeStart(alert: ManagedAlert, refused: ChangeRefused | null) {
  if (refused) return refused.values;
  const { condition } = alert;
  return {
    kind: condition.kind,
    targetPrice: String(
      condition.kind === 'target-price'
        ? condition.targetPrice
        : defaultTargetPrice(alert.priceWhenSet),
    ),
    percent: String(condition.kind === 'percent-drop' ? condition.percent : DEFAULT_PERCENT),
  };
}

/**
 * One alert on the manage page: its laptop, what it watches for and where it stands, and a form
 * for each thing its owner may do (docs/alerts.md): pause or resume, snooze 7 or 30 days (or
 * wake), change what it watches for, delete.
 */
export function ManagedAlertCard({
  alert,
  token,
  refused,
}: {
  alert: ManagedAlert;
  token: string;
  /** This alert's "Change" form was refused: its values and errors. */
  refused: ChangeRefused | null;
}) {
  const start = changeStart(alert, refused);
  const errors = refused?.errors ?? {};
  const prefix = `alert-${alert.id}`;
  return (
    <article
      aria-labelledby={`${prefix}-laptop`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-alert-id={alert.id}
    >
      <div>
        <h2 id={`${prefix}-laptop`} className="text-lg font-semibold">
          <a href={`/laptop/${alert.laptop.slug}`} className="text-orange-700 hover:underline">
            {alert.laptop.name}
          </a>
        </h2>
        <p className="text-slate-800">
          {conditionText(alert.condition)} · <strong>{stateText(alert)}</strong>
        </p>
        <p className="text-sm text-slate-600">
          Set on {formatDateEnIn(alert.createdAt)}, when it cost {formatInr(alert.priceWhenSet)}
          {alert.lastSentAt ? `; last mailed ${formatDateEnIn(alert.lastSentAt)}` : ''}.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {alert.state === 'paused' ? (
          <ManageForm token={token} id={alert.id} intent="resume">
            <Button type="submit" size="sm" variant="outline">
              Resume
            </Button>
          </ManageForm>
        ) : (
          <ManageForm token={token} id={alert.id} intent="pause">
            <Button type="submit" size="sm" variant="outline">
              Pause
            </Button>
          </ManageForm>
        )}
        <ManageForm token={token} id={alert.id} intent="snooze" className="flex gap-2">
          {alert.snoozedUntil ? (
            <Button type="submit" name="days" value="0" size="sm" variant="outline">
              Wake now
            </Button>
          ) : (
            <>
              <Button type="submit" name="days" value="7" size="sm" variant="outline">
                Snooze 7 days
              </Button>
              <Button type="submit" name="days" value="30" size="sm" variant="outline">
                Snooze 30 days
              </Button>
            </>
          )}
        </ManageForm>
        <ManageForm token={token} id={alert.id} intent="delete">
          <Button type="submit" size="sm" variant="secondary">
            Delete
          </Button>
        </ManageForm>
      </div>
      <details open={refused !== null} className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          Change what to watch for
        </summary>
        <ManageForm token={token} id={alert.id} intent="change" className="mt-3 space-y-2">
          <fieldset className="space-y-2">
            <legend className="sr-only">Tell me when</legend>
            {ALERT_KINDS_OFFERED.map((kind) => (
              <div key={kind} className="flex flex-wrap items-center gap-2 text-sm">
                <input
                  type="radio"
                  id={`${prefix}-kind-${kind}`}
                  name="kind"
                  value={kind}
                  defaultChecked={start.kind === kind}
                  className="h-4 w-4 accent-orange-600"
                />
                <label htmlFor={`${prefix}-kind-${kind}`}>{ALERT_KIND_LABELS[kind]}</label>
                {kind === 'target-price' && (
                  <input
                    name="targetPrice"
                    inputMode="numeric"
                    aria-label="Target price in rupees"
                    defaultValue={start.targetPrice}
                    aria-invalid={errors.targetPrice ? true : undefined}
                    className={cn(inputClass, 'w-28')}
                  />
                )}
                {kind === 'percent-drop' && (
                  <span className="inline-flex items-center gap-1">
                    <input
                      name="percent"
                      type="number"
                      min={MIN_PERCENT}
                      max={MAX_PERCENT}
                      aria-label="Drop in per cent"
                      defaultValue={start.percent}
                      aria-invalid={errors.percent ? true : undefined}
                      className={cn(inputClass, 'w-16')}
                    />
                    <span aria-hidden="true">%</span>
                  </span>
                )}
              </div>
            ))}
          </fieldset>
          {Object.values(errors).map((message) => (
            <p key={message} role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          ))}
          <Button type="submit" size="sm">
            Save
          </Button>
        </ManageForm>
      </details>
    </article>
  );
}
