import { escapeHtml } from '@bli/domain';
import type { AlertCondition } from '@bli/contracts';
import type { NewsLaptop } from './delivery-content';
import {
  conditionText,
  htmlDocument,
  htmlFooter,
  link,
  paragraph,
  SITE_NAME,
  textFooter,
  type OutgoingMail,
} from './mail-format';

const KEPT =
  'We keep only this address and its alerts, to send them; every mail has a link to delete them.';

/**
 * The double opt-in mail: what was asked, the confirm link (48 hours), and what happens if the
 * reader did not ask. It carries no price: nothing about the laptop is news yet.
 */
export function confirmationMail(
  asked: { laptop: NewsLaptop; condition: AlertCondition },
  links: { confirm: string; unsubscribe: string },
  confirmHours: number,
): OutgoingMail {
  const subject = 'Confirm your price alert';
  const request = `Someone, we hope you, asked ${SITE_NAME} to email this address when ${conditionText(asked.condition, asked.laptop.name)}.`;
  const action = `Confirm to switch your alerts on (the link works for ${confirmHours} hours):`;
  const ignore = `Did not ask? Ignore this mail: nothing more is sent, and the request is deleted after ${confirmHours} hours.`;
  const footer = { unsubscribe: links.unsubscribe, label: 'Never email this address again' };
  const text = [request, '', action, links.confirm, '', ignore, KEPT, ...textFooter(footer)].join(
    '\n',
  );
  const html = htmlDocument(
    subject,
    [
      paragraph(escapeHtml(request)),
      paragraph(`${escapeHtml(action)}<br>${link(links.confirm, 'Confirm my alerts')}`),
      paragraph(escapeHtml(ignore)),
      paragraph(escapeHtml(KEPT), 'font-size:13px;color:#52525b'),
      htmlFooter(footer),
    ].join(''),
  );
  return { subject, text, html, unsubscribeUrl: links.unsubscribe };
}

/**
 * What a confirmed address gets when an alert is set for it: the alert is on, and if someone
 * else set it, the owner deletes it with one click.
 */
export function alertSetMail(
  asked: { laptop: NewsLaptop; condition: AlertCondition },
  links: { laptop: string; manage: string; unsubscribe: string },
): OutgoingMail {
  const subject = `Your price alert is on: ${asked.laptop.name}`;
  const body = `We will email you when ${conditionText(asked.condition, asked.laptop.name)}.`;
  const footer = {
    manage: links.manage,
    unsubscribe: links.unsubscribe,
    label: 'Delete this alert',
  };
  const text = [body, '', `See it on ${SITE_NAME}: ${links.laptop}`, ...textFooter(footer)].join(
    '\n',
  );
  const html = htmlDocument(
    subject,
    [
      paragraph(escapeHtml(body)),
      paragraph(link(links.laptop, `See it on ${SITE_NAME}`)),
      htmlFooter(footer),
    ].join(''),
  );
  return { subject, text, html, unsubscribeUrl: links.unsubscribe };
}
