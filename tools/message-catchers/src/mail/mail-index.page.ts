import type { CaughtMail } from './caught-mail';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The catcher's front page: every kept message, newest first, its text inline, its HTML a link. */
export function mailIndexPage(mails: readonly CaughtMail[]): string {
  const items = mails
    .map(
      (mail) =>
        `<article><h2>${escape(mail.subject)}</h2>` +
        `<p>${escape(mail.receivedAt)} · from ${escape(mail.from ?? '?')} to ${escape(mail.to.join(', '))}` +
        `${mail.html ? ` · <a href="/messages/${mail.id}.html">HTML part</a>` : ''}` +
        ` · <a href="/messages/${mail.id}">JSON</a></p>` +
        `<pre>${escape(mail.text ?? '')}</pre></article>`,
    )
    .join('\n');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher</title>' +
    '<style>body{font:14px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;' +
    'background:#f4f4f5;padding:1rem}article{border-bottom:1px solid #ddd}</style></head><body>' +
    `<h1>Mail catcher: ${mails.length} ${mails.length === 1 ? 'message' : 'messages'}</h1>` +
    `${items || '<p>No mail yet.</p>'}</body></html>`
  );
}
