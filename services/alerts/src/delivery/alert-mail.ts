import { escapeHtml } from '@bli/domain';
import type { AlertNews } from './delivery-content';
import {
  htmlDocument,
  htmlFooter,
  link,
  newsLines,
  paragraph,
  PRICE_NOTE,
  SITE_NAME,
  textFooter,
  type OutgoingMail,
} from './mail-format';

export interface AlertMailLinks {
  laptop: string;
  manage: string;
  unsubscribe: string;
}

export function alertSubject(news: AlertNews): string {
  const name = news.laptop.name;
  switch (news.condition.kind) {
    case 'target-price':
      return `${name} is at or below your target price`;
    case 'percent-drop':
      return `${name}: its price dropped`;
    case 'back-in-stock':
      return `${name} is back in stock`;
    case 'all-time-low':
      return `${name}: the lowest price we have recorded`;
  }
}

/**
 * The mail of one fired alert: the laptop, its new price with its "as of" time, the change, the
 * lowest price we recorded, and one link to our laptop page; no retailer link, image or tag.
 */
export function alertMail(news: AlertNews, links: AlertMailLinks, now: Date): OutgoingMail {
  const subject = alertSubject(news);
  const lines = newsLines(news, now);
  const footer = { manage: links.manage, unsubscribe: links.unsubscribe, label: 'Stop this alert' };
  const text = [
    news.laptop.name,
    '',
    ...lines,
    '',
    `See it on ${SITE_NAME}: ${links.laptop}`,
    '',
    PRICE_NOTE,
    ...textFooter(footer),
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<h1 style="font-size:20px">${escapeHtml(news.laptop.name)}</h1>`,
      ...lines.map((line) => paragraph(escapeHtml(line))),
      paragraph(link(links.laptop, `See it on ${SITE_NAME}`)),
      paragraph(escapeHtml(PRICE_NOTE), 'font-size:13px;color:#52525b'),
      htmlFooter(footer),
    ].join(''),
  );
  return { subject, text, html, unsubscribeUrl: links.unsubscribe };
}

export interface DigestMailLinks {
  laptop(slug: string): string;
  manage: string;
  /** The whole address's unsubscribe link: a digest is about several alerts. */
  unsubscribe: string;
}

/** The morning's one mail for the news held past yesterday's daily cap, laptop by laptop. */
export function digestMail(
  items: readonly AlertNews[],
  links: DigestMailLinks,
  now: Date,
): OutgoingMail {
  const subject =
    items.length === 1
      ? `Your price alerts: news about ${items[0].laptop.name}`
      : `Your price alerts: news about ${items.length} laptops`;
  const intro = 'Yesterday you reached the most alert mails we send in a day; here is the rest.';
  const footer = {
    manage: links.manage,
    unsubscribe: links.unsubscribe,
    label: 'Unsubscribe from all alerts',
  };
  const text = [
    intro,
    ...items.flatMap((news) => [
      '',
      news.laptop.name,
      ...newsLines(news, now),
      `See it on ${SITE_NAME}: ${links.laptop(news.laptop.slug)}`,
    ]),
    '',
    PRICE_NOTE,
    ...textFooter(footer),
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      paragraph(escapeHtml(intro)),
      ...items.map(
        (news) =>
          `<h2 style="font-size:17px">${escapeHtml(news.laptop.name)}</h2>` +
          newsLines(news, now)
            .map((line) => paragraph(escapeHtml(line)))
            .join('') +
          paragraph(link(links.laptop(news.laptop.slug), `See it on ${SITE_NAME}`)),
      ),
      paragraph(escapeHtml(PRICE_NOTE), 'font-size:13px;color:#52525b'),
      htmlFooter(footer),
    ].join(''),
  );
  return { subject, text, html, unsubscribeUrl: links.unsubscribe };
}
