import { AlertsApi, type AlertCondition } from '@bli/contracts';
import { data } from 'react-router';
import { ALERT_PAGE_HEADERS } from '../../../lib/alerts/alert-page-headers';
import {
  AlertCallError,
  alertFailureOf,
  alertsCall,
  type AlertFailure,
} from '../../../lib/alerts/alerts-call.server';
import { fieldErrorsOf, readCondition, type AlertFormValues } from '../alert-form.model';
import { FAILURE_STATUS, tokenIn, tokenOf } from '../alert-page';
import { MANAGE_INTENTS, type ManageIntent, type ManageList, type ManageView } from './manage-view';

const answer = (view: ManageView, status = 200) =>
  data<ManageView>(view, { status, headers: ALERT_PAGE_HEADERS });

const failed = (failure: AlertFailure) => {
  const kind = failure.kind === 'not-found' ? 'unavailable' : failure.kind;
  return answer({ view: 'failure', kind }, FAILURE_STATUS[kind]);
};

/** The address's alerts, for the manage page's link (`?token=`); nothing without a token. */
export async function manageLoader(request: Request) {
  const token = tokenIn(request);
  // After one of the page's forms the address has no token: the action's answer is the page.
  if (!token) return answer({ view: 'failure', kind: 'no-token' });
  try {
    const address = await alertsCall(request, {}, AlertsApi.manage, { body: { token } });
    return answer({ view: 'list', token, address, done: null, change: null });
  } catch (error) {
    return failed(alertFailureOf(error));
  }
}

const isIntent = (value: unknown): value is ManageIntent =>
  MANAGE_INTENTS.includes(value as ManageIntent);

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');

/**
 * One of the manage page's forms: pause or resume, snooze (7, 30 days; 0 wakes), change the
 * condition, delete an alert, or delete everything about the address. Then the list again.
 */
export async function manageAction(request: Request) {
  const form = await request.formData();
  const token = tokenOf(form.get('token'));
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  if (!token) return answer({ view: 'failure', kind: 'token' }, 400);
  if (!isIntent(intent) || (intent !== 'forget' && !(Number.isInteger(id) && id > 0))) {
    return answer({ view: 'failure', kind: 'invalid' }, 400);
  }
  let done: ManageList['done'] = intent === 'forget' ? null : intent;
  try {
    switch (intent) {
      case 'forget':
        await alertsCall(request, {}, AlertsApi.removeAll, { body: { token } });
        return answer({ view: 'forgotten' });
      case 'delete':
        await alertsCall(request, {}, AlertsApi.remove, { params: { id }, body: { token } });
        break;
      case 'pause':
      case 'resume':
        await alertsCall(request, {}, AlertsApi.update, {
          params: { id },
          body: { token, paused: intent === 'pause' },
        });
        break;
      case 'snooze': {
        const days = Number(form.get('days'));
        if (days !== 0 && days !== 7 && days !== 30) {
          return answer({ view: 'failure', kind: 'invalid' }, 400);
        }
        if (days === 0) done = 'wake';
        await alertsCall(request, {}, AlertsApi.update, {
          params: { id },
          body: { token, snoozeDays: days },
        });
        break;
      }
      case 'change': {
        const changed = await change(request, token, id, form);
        if (changed) return changed;
        break;
      }
    }
  } catch (error) {
    const failure = alertFailureOf(error);
    if (failure.kind !== 'not-found') return failed(failure);
    done = 'gone';
  }
  return listAfter(request, token, done, null);
}

/** The "Change" form: a refused condition comes back with the list, next to its alert. */
async function change(request: Request, token: string, id: number, form: FormData) {
  const values: Pick<AlertFormValues, 'kind' | 'targetPrice' | 'percent'> = {
    kind: text(form.get('kind')) as AlertCondition['kind'],
    targetPrice: text(form.get('targetPrice')).slice(0, 40),
    percent: text(form.get('percent')).slice(0, 10),
  };
  const read = readCondition(values);
  if ('errors' in read) return listAfter(request, token, null, { id, values, errors: read.errors });
  try {
    await alertsCall(request, {}, AlertsApi.update, {
      params: { id },
      body: { token, condition: read.condition },
    });
    return null;
  } catch (error) {
    if (error instanceof AlertCallError && error.failure.kind === 'invalid') {
      const errors = fieldErrorsOf(error.failure.fields);
      return listAfter(request, token, null, { id, values, errors });
    }
    throw error;
  }
}

async function listAfter(
  request: Request,
  token: string,
  done: ManageList['done'],
  change: ManageList['change'],
) {
  try {
    const address = await alertsCall(request, {}, AlertsApi.manage, { body: { token } });
    return answer({ view: 'list', token, address, done, change }, change ? 400 : 200);
  } catch (error) {
    return failed(alertFailureOf(error));
  }
}
