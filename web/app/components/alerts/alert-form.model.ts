import type { AlertCondition, AlertKind, ManagedAlert } from '@bli/contracts';
import { formatDateEnIn, formatInr } from '@bli/domain';

// Only types come from the contracts here: this file is in the browser's code, and the
// contracts' constants sit beside their zod schemas.

/** What the form offers, in its order, with what each choice says. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  'target-price': 'The price falls to my target',
  'percent-drop': 'The price drops by at least',
  'back-in-stock': 'It is back in stock',
  'all-time-low': 'It reaches its lowest recorded price or below',
};
export const ALERT_KINDS_OFFERED = Object.keys(ALERT_KIND_LABELS) as AlertKind[];

/** "Any drop of at least N %" unless the shopper says otherwise (the contract's default). */
export const DEFAULT_PERCENT = 5;
export const MIN_PERCENT = 1;
export const MAX_PERCENT = 90;

/** The form's fields: what the shopper typed, as text, for showing it again. */
export interface AlertFormValues {
  email: string;
  kind: AlertKind;
  targetPrice: string;
  percent: string;
}

export type AlertField = 'email' | 'kind' | 'targetPrice' | 'percent' | 'push';
export type FieldErrors = Partial<Record<AlertField, string>>;

/** Field values from a posted form (FormData, or anything that reads like it). */
export interface FormFields {
  get(name: string): unknown;
}

const text = (form: FormFields, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The target the form suggests: 5 % under the price, rounded down to a round figure (₹100;
 * ₹10 under ₹2,000, ₹1 under ₹200), so that it is always below the price the service checks
 * it against.
 */
export function defaultTargetPrice(currentPrice: number): number {
  const step = currentPrice >= 2_000 ? 100 : currentPrice >= 200 ? 10 : 1;
  const target = Math.floor((currentPrice * 0.95) / step) * step;
  return Math.max(1, Math.min(target, currentPrice - 1));
}

/**
 * Rupees as shoppers write them: "52000", "52,000", "₹ 52,000", "Rs. 52000", "52,000.00".
 * Null for anything that is not a whole number of rupees.
 */
export function parseRupees(input: string): number | null {
  const cleaned = input
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/[,\s]/g, '')
    .replace(/\.0+$/, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  const rupees = Number(cleaned);
  return rupees > 0 ? rupees : null;
}

/** A whole percentage from 1 to 90, or null. */
export function parsePercent(input: string): number | null {
  const cleaned = input.trim().replace(/\s*%$/, '');
  if (!/^\d{1,2}$/.test(cleaned)) return null;
  const percent = Number(cleaned);
  return percent >= MIN_PERCENT && percent <= MAX_PERCENT ? percent : null;
}

/** An address the service could mail: one @, a dot after it, no spaces, at most 254 characters. */
export function looksLikeEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

const isKind = (value: string): value is AlertKind =>
  Object.prototype.hasOwnProperty.call(ALERT_KIND_LABELS, value);

export const MESSAGES = {
  email: 'Enter your email address, like name@example.com.',
  kind: 'Choose what to be told about.',
  targetPrice: 'Enter your target price in whole rupees, like 52,000.',
  percent: `Enter a whole percentage from ${MIN_PERCENT} to ${MAX_PERCENT}.`,
} as const;

/** The condition the form's choice and its one field say, or the field's error. */
export function readCondition(
  values: Pick<AlertFormValues, 'kind' | 'targetPrice' | 'percent'>,
): { condition: AlertCondition } | { errors: FieldErrors } {
  switch (values.kind) {
    case 'target-price': {
      const targetPrice = parseRupees(values.targetPrice);
      return targetPrice === null
        ? { errors: { targetPrice: MESSAGES.targetPrice } }
        : { condition: { kind: 'target-price', targetPrice } };
    }
    case 'percent-drop': {
      if (values.percent === '') {
        return { condition: { kind: 'percent-drop', percent: DEFAULT_PERCENT } };
      }
      const percent = parsePercent(values.percent);
      return percent === null
        ? { errors: { percent: MESSAGES.percent } }
        : { condition: { kind: 'percent-drop', percent } };
    }
    default:
      return { condition: { kind: values.kind } };
  }
}

export type ReadAlertForm =
  | { ok: true; values: AlertFormValues; email: string; condition: AlertCondition }
  | { ok: false; values: AlertFormValues; errors: FieldErrors };

/**
 * The laptop page's form as posted: the address and the condition, or an error per field. The
 * service checks again (and whether the target is below today's price).
 */
export function readAlertForm(form: FormFields): ReadAlertForm {
  const kind = text(form, 'kind');
  const values: AlertFormValues = {
    email: text(form, 'email').slice(0, 320),
    kind: isKind(kind) ? kind : 'target-price',
    targetPrice: text(form, 'targetPrice').slice(0, 40),
    percent: text(form, 'percent').slice(0, 10),
  };
  const errors: FieldErrors = {};
  if (!looksLikeEmail(values.email)) errors.email = MESSAGES.email;
  if (!isKind(kind)) return { ok: false, values, errors: { ...errors, kind: MESSAGES.kind } };
  const read = readCondition(values);
  if ('errors' in read) return { ok: false, values, errors: { ...errors, ...read.errors } };
  if (errors.email) return { ok: false, values, errors };
  return { ok: true, values, email: values.email, condition: read.condition };
}

/**
 * Which of the form's fields a 400 of the API names (`email`, `condition.targetPrice`,
 * `push.endpoint`…), and what to tell the shopper there. The service's own words are kept where
 * only it knows the figure (a target not below today's price).
 */
export function fieldErrorsOf(fields: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fields) {
    if (field === 'email') errors.email ??= MESSAGES.email;
    else if (field === 'condition.targetPrice') {
      errors.targetPrice ??= /below/.test(message)
        ? `Your target must be below the current price${priceIn(message)}.`
        : MESSAGES.targetPrice;
    } else if (field === 'condition.percent') errors.percent ??= MESSAGES.percent;
    else if (field.startsWith('push')) {
      errors.push ??= 'This browser’s notifications could not be set up; untick the box to go on.';
    } else errors.kind ??= MESSAGES.kind;
  }
  return errors;
}

function priceIn(message: string): string {
  const price = /₹[\d,]+/.exec(message);
  return price ? `, ${price[0]}` : '';
}

/** What an alert watches for, in words: "Price at or below ₹52,000". */
export function conditionText(condition: AlertCondition): string {
  switch (condition.kind) {
    case 'target-price':
      return `Price at or below ${formatInr(condition.targetPrice)}`;
    case 'percent-drop':
      return `Any drop of ${condition.percent} % or more`;
    case 'back-in-stock':
      return 'Back in stock';
    case 'all-time-low':
      return 'At or below its lowest recorded price';
  }
}

/**
 * Where an alert stands, in words: "On", "Paused", "Snoozed until 4 Dec 2026"… (a snooze runs
 * on while an alert is paused; the service sends `snoozedUntil` only while it does).
 */
export function stateText(alert: Pick<ManagedAlert, 'state' | 'snoozedUntil'>): string {
  switch (alert.state) {
    case 'waiting-confirmation':
      return 'Waiting for you to confirm your address';
    case 'active':
      return 'On';
    case 'paused':
      return alert.snoozedUntil
        ? `Paused, and snoozed until ${formatDateEnIn(alert.snoozedUntil)}`
        : 'Paused';
    case 'snoozed':
      return alert.snoozedUntil ? `Snoozed until ${formatDateEnIn(alert.snoozedUntil)}` : 'Snoozed';
  }
}

/** What the laptop page's action answers its form. */
export type AlertFormResult =
  | { status: 'accepted'; message: string }
  | { status: 'refused'; values: AlertFormValues; errors: FieldErrors; problem: string | null };

/** What a page says when the alerts service could not do what was asked (besides a field). */
export const PROBLEMS = {
  'rate-limited': 'Too many alert requests from your connection just now. Please try again later.',
  unavailable: 'Price alerts are unavailable for a moment. Please try again in a minute.',
  'not-found': 'This laptop can no longer be watched: it is no longer sold.',
} as const;
