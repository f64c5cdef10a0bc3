import { AlertsApi } from '@bli/contracts';
import { Button } from '@bli/ui';
import { data } from 'react-router';
import type { Route } from './+types/alerts-unsubscribe';
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
import { alertFailureOf, alertsCall, type AlertFailure } from '../lib/alerts/alerts-call.server';

const TOKEN_ADVICE =
  'Unsubscribe links do not expire, so this one was changed on its way, or what it was about is deleted already. Use the link in the mail exactly as we sent it; every mail has one.';

export const handle = ALERT_PAGE_HANDLE;

export function headers() {
  return ALERT_PAGE_HEADERS;
}

export function meta() {
  return alertPageMeta('Unsubscribe from price alerts');
}

/** The link in every mail's body and List-Unsubscribe header: a GET only shows the button. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenIn(request) };
}

type Unsubscribed = { outcome: 'done'; removed: number } | { outcome: AlertFailure['kind'] };

/**
 * The page's button, and RFC 8058 one-click unsubscribe: mail clients POST
 * `List-Unsubscribe=One-Click` to the header's URL, token in its query, with no cookie or CSRF
 * token (web/server.js lets exactly this POST through: lib/alerts/alert-requests.ts). The body
 * says nothing more, so it is not read for anything but a token of the page's own form.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = tokenIn(request) ?? tokenOf((await request.formData()).get('token'));
  if (!token) {
    return data<Unsubscribed>({ outcome: 'token' }, { status: 400, headers: ALERT_PAGE_HEADERS });
  }
  try {
    const { removed } = await alertsCall(request, { limited: false }, AlertsApi.unsubscribe, {
      body: { token },
    });
    return data<Unsubscribed>({ outcome: 'done', removed }, { headers: ALERT_PAGE_HEADERS });
  } catch (error) {
    const { kind } = alertFailureOf(error);
    return data<Unsubscribed>(
      { outcome: kind },
      { status: FAILURE_STATUS[kind], headers: ALERT_PAGE_HEADERS },
    );
  }
}

export default function AlertsUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.outcome === 'done') {
    return (
      <AlertPage heading="You are unsubscribed">
        <Say>
          {actionData.removed > 0
            ? 'Done: we will not mail you about this again.'
            : 'There was nothing left to unsubscribe from: it was done already.'}
        </Say>
      </AlertPage>
    );
  }
  if (actionData) return <AlertFailurePage kind={actionData.outcome} tokenAdvice={TOKEN_ADVICE} />;
  if (!loaderData.token) return <AlertFailurePage kind="no-token" tokenAdvice={TOKEN_ADVICE} />;
  return (
    <AlertPage heading="Unsubscribe from price alerts">
      <Say>
        Press the button and we stop mailing you about what this link was for: the alert of the mail
        it came in, or, from a confirmation mail, everything about your address.
      </Say>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <Button type="submit" size="lg">
          Unsubscribe
        </Button>
      </form>
    </AlertPage>
  );
}

export function ErrorBoundary() {
  return <AlertPageError />;
}
