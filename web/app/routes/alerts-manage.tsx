import { Button } from '@bli/ui';
import type { Route } from './+types/alerts-manage';
import {
  ALERT_PAGE_HANDLE,
  AlertFailurePage,
  AlertPage,
  AlertPageError,
  alertPageMeta,
  Say,
} from '../components/alerts/alert-page';
import { manageAction, manageLoader } from '../components/alerts/manage/manage-alerts.server';
import { ManagedAlertCard } from '../components/alerts/manage/managed-alert-card';
import { DONE_TEXT, type ManageList } from '../components/alerts/manage/manage-view';
import { ALERT_PAGE_HEADERS } from '../lib/alerts/alert-page-headers';
import { ALERT_PAGES } from '../lib/alerts/alert-paths';

const TOKEN_ADVICE =
  'Links to manage your alerts work for 30 days: use the link in a newer mail from us, or set an alert on any laptop’s page to be sent a new one.';

export const handle = ALERT_PAGE_HANDLE;

export function headers() {
  return ALERT_PAGE_HEADERS;
}

export function meta() {
  return alertPageMeta('Your price alerts');
}

/** The link in our mails (`?token=`): everything kept about the address, and its alerts. */
export function loader({ request }: Route.LoaderArgs) {
  return manageLoader(request);
}

/** The page's forms post here, with the token in a hidden field (the address then has none). */
export function action({ request }: Route.ActionArgs) {
  return manageAction(request);
}

function AlertList({ page }: { page: ManageList }) {
  const { address, token } = page;
  const count = address.alerts.length;
  return (
    <AlertPage heading="Your price alerts">
      {page.done && (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-800"
        >
          {DONE_TEXT[page.done]}
        </p>
      )}
      <Say>
        For <strong>{address.email}</strong>:{' '}
        {count === 0 ? 'no alerts now.' : `${count} alert${count === 1 ? '' : 's'}.`}
        {address.push && ' Some of them also notify a browser.'}
      </Say>
      {count > 0 && (
        <ul className="space-y-4">
          {address.alerts.map((alert) => (
            <li key={alert.id}>
              <ManagedAlertCard
                alert={alert}
                token={token}
                refused={page.change?.id === alert.id ? page.change : null}
              />
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="forget-me"
        className="space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-4"
      >
        <h2 id="forget-me" className="text-lg font-semibold">
          Delete everything about me
        </h2>
        <Say>
          This deletes your address, every alert and any browser’s notifications at once, and we
          mail you nothing more. Otherwise we delete your address ourselves 30 days after your last
          alert is removed.
        </Say>
        <details>
          <summary className="cursor-pointer font-medium text-red-800">
            Delete everything about me…
          </summary>
          <form method="post" action={ALERT_PAGES.manage} className="mt-3 space-y-3">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="intent" value="forget" />
            <Say>Are you sure? This cannot be undone.</Say>
            <Button type="submit" variant="secondary">
              Yes, delete everything
            </Button>
          </form>
        </details>
      </section>
    </AlertPage>
  );
}

export default function AlertsManageRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  if (page.view === 'list') return <AlertList page={page} />;
  if (page.view === 'forgotten') {
    return (
      <AlertPage heading="Everything is deleted">
        <Say>
          We deleted your address, its alerts and the record of what we sent it. We will not mail
          you again.
        </Say>
      </AlertPage>
    );
  }
  return <AlertFailurePage kind={page.kind} tokenAdvice={TOKEN_ADVICE} />;
}

export function ErrorBoundary() {
  return <AlertPageError />;
}
