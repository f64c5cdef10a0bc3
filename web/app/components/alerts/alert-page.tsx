import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import type { DocumentHandle } from '../../lib/document-scripts';
import { SITE_NAME } from '../../lib/site';

/**
 * The alert pages' documents run no script at all: nothing of ours or the tag manager's sees
 * the token in their address (their forms are plain POSTs).
 */
export const ALERT_PAGE_HANDLE: DocumentHandle = { scripts: false };

/** Their head: a title, out of search results, and no referrer for any link or request. */
export function alertPageMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** A token as our mails carry it (the contract's shape), or null. */
export function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{20,600}$/.test(value) ? value : null;
}

/** The token of a page's address (`?token=`), or null. */
export function tokenIn(request: Request): string | null {
  return tokenOf(new URL(request.url).searchParams.get('token'));
}

/** The HTTP status a page answers for a failed alert call. */
export const FAILURE_STATUS = {
  invalid: 400,
  token: 400,
  'not-found': 404,
  'rate-limited': 429,
  unavailable: 503,
} as const;

export const FAILURE_HEADINGS = {
  invalid: 'That did not work',
  token: 'This link has expired or is not valid',
  'not-found': 'That alert is already gone',
  'rate-limited': 'Please try again later',
  unavailable: 'Please try again in a minute',
} as const;

/** One alert page: a narrow column with its heading. */
export function AlertPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      {children}
    </main>
  );
}

/** A paragraph of an alert page. */
export function Say({ children }: { children: ReactNode }) {
  return <p className="text-slate-700">{children}</p>;
}

/** What an alert page says when the token is missing, or its call failed. */
export function AlertFailurePage({
  kind,
  tokenAdvice,
}: {
  kind: keyof typeof FAILURE_HEADINGS | 'no-token';
  /** What to do about an expired or altered link, on this page. */
  tokenAdvice: string;
}) {
  if (kind === 'no-token' || kind === 'token' || kind === 'invalid') {
    return (
      <AlertPage heading={FAILURE_HEADINGS.token}>
        <Say>
          {kind === 'no-token'
            ? 'This page opens from the link in one of our mails, and this address has no link in it. '
            : 'The link may have expired, or been cut short when it was copied. '}
          {tokenAdvice}
        </Say>
      </AlertPage>
    );
  }
  return (
    <AlertPage heading={FAILURE_HEADINGS[kind]}>
      <Say>
        {kind === 'rate-limited'
          ? 'We have had many requests from your connection in the last minute. Please wait a minute and try again.'
          : kind === 'not-found'
            ? 'Nothing was changed: that alert was deleted before. Open the link in your mail again to see the alerts you have now.'
            : 'Price alerts are unavailable for a moment, and nothing was changed. Please go back and try again in a minute.'}
      </Say>
    </AlertPage>
  );
}

/** A route's own error boundary: the same private headers hold, and a plain message. */
export function AlertPageError() {
  return (
    <AlertPage heading="Something went wrong">
      <Say>Nothing was changed. Please open the link in your mail again in a minute.</Say>
    </AlertPage>
  );
}
