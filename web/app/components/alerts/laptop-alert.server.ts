import { AlertsApi, pushSubscriptionSchema, type PushSubscriptionJson } from '@bli/contracts';
import { data } from 'react-router';
import { PRIVATE_ANSWER_HEADERS } from '../../lib/alerts/alert-page-headers';
import { alertFailureOf, alertsCall } from '../../lib/alerts/alerts-call.server';
import {
  fieldErrorsOf,
  PROBLEMS,
  readAlertForm,
  type AlertFormResult,
  type AlertFormValues,
  type FieldErrors,
} from './alert-form.model';

/** The push subscription the enhanced form sends as JSON, or undefined (none, or not one). */
function pushOf(raw: unknown): PushSubscriptionJson | undefined | null {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const parsed = pushSubscriptionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const refused = (
  values: AlertFormValues,
  errors: FieldErrors,
  problem: string | null,
  status: number,
): SetAlert => ({ result: { status: 'refused', values, errors, problem }, status });

export interface SetAlert {
  result: AlertFormResult;
  /** 202 as the API answers, or the status of the refusal. */
  status: number;
}

/**
 * The "Alert me" form as posted (docs/alerts.md): asks the alerts service on the shopper's
 * behalf, and answers its message or the fields to fix.
 */
export async function setAlert(request: Request, slug: string, form: FormData): Promise<SetAlert> {
  const read = readAlertForm(form);
  if (!read.ok) return refused(read.values, read.errors, null, 400);
  const push = pushOf(form.get('push'));
  if (push === null) {
    return refused(read.values, fieldErrorsOf([{ field: 'push', message: '' }]), null, 400);
  }
  try {
    const { message } = await alertsCall(request, {}, AlertsApi.create, {
      body: { email: read.email, laptop: slug, condition: read.condition, push },
    });
    return { result: { status: 'accepted', message }, status: 202 };
  } catch (error) {
    const failure = alertFailureOf(error);
    switch (failure.kind) {
      case 'invalid':
        return refused(read.values, fieldErrorsOf(failure.fields), null, 400);
      case 'not-found':
        return refused(read.values, {}, PROBLEMS['not-found'], 404);
      case 'rate-limited':
        return refused(read.values, {}, PROBLEMS['rate-limited'], 429);
      default:
        return refused(read.values, {}, PROBLEMS.unavailable, 503);
    }
  }
}

/**
 * The laptop page's action, where the form posts without JavaScript: the page again, with the
 * message or the fields to fix. The answer holds the address typed, so it is private.
 */
export async function laptopAlertAction(request: Request, slug: string) {
  const { result, status } = await setAlert(request, slug, await request.formData());
  // A document answers 200 for an accepted request: 202 is the API's, not a page's.
  return data(result, { status: status === 202 ? 200 : status, headers: PRIVATE_ANSWER_HEADERS });
}
