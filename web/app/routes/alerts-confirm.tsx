import { AlertsApi } from '@bli/contracts';
import { Button } from '@bli/ui';
import { data } from 'react-router';
import type { Route } from './+types/alerts-confirm';
import {
  ALERT_PAGE_HANDLE,
  AlertFailurePage,
  AlertPage,
  AlertPageError,
  alertPageMeta,
  FAILURE_STATUS,
  Say,
  tokenIn,
  tokenOf,
} from '../components/alerts/alert-page';
import { ALERT_PAGE_HEADERS } from '../lib/alerts/alert-page-headers';
import { ALERT_PAGES } from '../lib/alerts/alert-paths';
import { alertFailureOf, alertsCall, type AlertFailure } from '../lib/alerts/alerts-call.server';

const TOKEN_ADVICE =
  'Confirmation links work for 48 hours. Set your alert again on the laptop’s page and we will send you a new one.';

export const handle = ALERT_PAGE_HANDLE;

export function headers() {
  return ALERT_PAGE_HEADERS;
}

export function meta() {
  return alertPageMeta('Confirm your price alerts');
}

/**
 * The confirmation mail's link. Opening it changes nothing (mail scanners open links): the page
 * offers a button, and only its POST confirms.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenIn(request) };
}

type Confirmed =
  | { outcome: 'confirmed'; confirmed: number; manageToken: string }
  | { outcome: AlertFailure['kind'] };

export async function action({ request }: Route.ActionArgs) {
  const token = tokenOf((await request.formData()).get('token'));
  if (!token) {
    return data<Confirmed>({ outcome: 'token' }, { status: 400, headers: ALERT_PAGE_HEADERS });
  }
  try {
    const { confirmed, manageToken } = await alertsCall(request, {}, AlertsApi.confirm, {
      body: { token },
    });
    return data<Confirmed>(
      { outcome: 'confirmed', confirmed, manageToken },
      { headers: ALERT_PAGE_HEADERS },
    );
  } catch (error) {
    const { kind } = alertFailureOf(error);
    return data<Confirmed>(
      { outcome: kind },
      { status: FAILURE_STATUS[kind], headers: ALERT_PAGE_HEADERS },
    );
  }
}

export default function AlertsConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.outcome === 'confirmed') {
    const { confirmed, manageToken } = actionData;
    return (
      <AlertPage heading={confirmed > 0 ? 'Your alerts are on' : 'Nothing was waiting'}>
        <Say>
          {confirmed > 0
            ? `Thank you: your address is confirmed, and ${confirmed === 1 ? 'your alert is' : `your ${confirmed} alerts are`} on. We will email you when it happens.`
            : 'Your address was confirmed already, or the alerts you asked for were not confirmed in time. Set an alert on a laptop’s page to start again.'}
        </Say>
        <Say>
          <a
            className="font-medium text-blue-700 underline"
            href={`${ALERT_PAGES.manage}?token=${encodeURIComponent(manageToken)}`}
          >
            See and manage your alerts
          </a>
          . Every mail we send has the same link, to pause, change or delete your alerts, or to
          delete everything we keep about you.
        </Say>
      </AlertPage>
    );
  }
  if (actionData) return <AlertFailurePage kind={actionData.outcome} tokenAdvice={TOKEN_ADVICE} />;
  if (!loaderData.token) return <AlertFailurePage kind="no-token" tokenAdvice={TOKEN_ADVICE} />;
  return (
    <AlertPage heading="Confirm your price alerts">
      <Say>
        Someone, we hope you, asked us to email this address about laptop prices. Press the button
        to confirm your address and switch your alerts on.
      </Say>
      <form method="post" action={ALERT_PAGES.confirm}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg">
          Confirm my alerts
        </Button>
      </form>
      <Say>
        Did not ask for this? Close this page: nothing is sent until the address is confirmed.
      </Say>
    </AlertPage>
  );
}

export function ErrorBoundary() {
  return <AlertPageError />;
}
