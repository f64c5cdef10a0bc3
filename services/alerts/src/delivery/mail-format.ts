import type { AlertCondition } from '@bli/contracts';
import { escapeHtml, formatInr, formatIst, isPriceCurrent } from '@bli/domain';
import type { AlertNews } from './delivery-content';

/** A message ready for SMTP: both parts, and the one-click unsubscribe link for its headers. */
export interface OutgoingMail {
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string;
}

export const SITE_NAME = 'Best Laptops India';

/** Amazon rule 2 (docs/compliance.md): the price is as of its time; the retailer's applies. */
export const PRICE_NOTE =
  "Prices and availability are accurate as of the time shown and may change; the retailer's price at the time of purchase applies.";

/** What the shopper asked to hear about: "…when it is ₹50,000 or less" (or the laptop's name). */
export function conditionText(condition: AlertCondition, name?: string): string {
  switch (condition.kind) {
    case 'target-price':
      return `${name ?? 'it'} is ${formatInr(condition.targetPrice)} or less`;
    case 'percent-drop':
      return `${name ? `the price of ${name}` : 'its price'} drops by ${condition.percent}% or more`;
    case 'back-in-stock':
      return `${name ?? 'it'} is back in stock`;
    case 'all-time-low':
      return `${name ?? 'it'} reaches the lowest price we have recorded`;
  }
}

/** "₹49,990 (as of 27 Nov 2026, 14:11 IST)", or null once the price is too old to show (24 h). */
export function priceWithTime(news: AlertNews, now: Date): string | null {
  if (!isPriceCurrent(news.priceAsOf, now)) return null;
  return `${formatInr(news.newPrice)} (as of ${formatIst(news.priceAsOf)})`;
}

/** "down ₹2,000 (4%) from ₹51,990"; null without an old price or a move. */
export function changeText(news: AlertNews): string | null {
  if (news.oldPrice === null || news.oldPrice === news.newPrice) return null;
  const delta = news.newPrice - news.oldPrice;
  const percent = Math.round((Math.abs(delta) / news.oldPrice) * 100);
  const direction = delta < 0 ? 'down' : 'up';
  return `${direction} ${formatInr(Math.abs(delta))} (${percent}%) from ${formatInr(news.oldPrice)}`;
}

/** The lines that tell one piece of news, in plain text (HTML escapes the same lines). */
export function newsLines(news: AlertNews, now: Date): string[] {
  const price = priceWithTime(news, now);
  const change = changeText(news);
  const lines = price
    ? [`Now ${price}${change ? `, ${change}` : ''}.`]
    : [`Its price changed on ${formatIst(news.priceAsOf)}; see today's price on our page.`];
  if (news.condition.kind === 'back-in-stock') lines.unshift('Back in stock.');
  lines.push(`Lowest price we have recorded: ${formatInr(news.lowestPrice)}.`);
  lines.push(`You asked to hear when ${conditionText(news.condition)}.`);
  return lines;
}

/** The plain-text footer: the price note, then the manage and unsubscribe links. */
export function textFooter(links: { manage?: string; unsubscribe: string; label: string }) {
  return [
    '',
    '--',
    ...(links.manage ? [`Manage your alerts: ${links.manage}`] : []),
    `${links.label}: ${links.unsubscribe}`,
  ];
}

/** A minimal HTML document around `body` (mail clients ignore most of the rest). */
export function htmlDocument(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#18181b;max-width:36rem">' +
    `${body}</body></html>`
  );
}

export const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

export const paragraph = (html: string, style = '') =>
  `<p${style ? ` style="${style}"` : ''}>${html}</p>`;

export function htmlFooter(links: { manage?: string; unsubscribe: string; label: string }) {
  const parts = [
    ...(links.manage ? [link(links.manage, 'Manage your alerts')] : []),
    link(links.unsubscribe, links.label),
  ];
  return paragraph(parts.join(' · '), 'font-size:13px;color:#52525b');
}
