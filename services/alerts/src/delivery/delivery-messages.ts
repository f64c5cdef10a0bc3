import { Injectable } from '@nestjs/common';
import { AlertsConfig } from '../alerts.config';
import { AlertTokens } from '../tokens/alert-token';
import { alertSetMail, confirmationMail } from './address-mail';
import { alertMail, digestMail } from './alert-mail';
import type { DueDelivery } from './deliveries.repository';
import { MailLinks } from './mail-links';
import type { OutgoingMail } from './mail-format';
import { pushMessage, type PushMessage } from './push-message';

/** Turns a claimed delivery into the mail or push it sends, with fresh signed links. */
@Injectable()
export class DeliveryMessages {
  private readonly links: MailLinks;

  constructor(
    tokens: AlertTokens,
    private readonly config: AlertsConfig,
  ) {
    this.links = new MailLinks(config.SITE_URL, tokens);
  }

  mail(delivery: DueDelivery, now: Date): OutgoingMail {
    const content = delivery.content;
    const subscriber = delivery.subscriberId;
    switch (content.type) {
      case 'confirmation':
        return confirmationMail(
          content,
          {
            confirm: this.links.confirm(subscriber, now),
            unsubscribe: this.links.unsubscribe(subscriber, now),
          },
          this.config.ALERTS_CONFIRM_HOURS,
        );
      case 'alert-set':
        return alertSetMail(content, {
          laptop: this.links.laptop(content.laptop.slug),
          manage: this.links.manage(subscriber, now),
          unsubscribe: this.links.unsubscribe(subscriber, now, content.alertId),
        });
      case 'alert':
        return alertMail(
          content.news,
          {
            laptop: this.links.laptop(content.news.laptop.slug),
            manage: this.links.manage(subscriber, now),
            unsubscribe: this.links.unsubscribe(subscriber, now, content.news.alertId),
          },
          now,
        );
      case 'digest':
        return digestMail(
          content.items,
          {
            laptop: (slug) => this.links.laptop(slug),
            manage: this.links.manage(subscriber, now),
            unsubscribe: this.links.unsubscribe(subscriber, now),
          },
          now,
        );
    }
  }

  /** The push of a fired alert; null for anything else (only alerts push). */
  push(delivery: DueDelivery, now: Date): PushMessage | null {
    const content = delivery.content;
    if (content.type !== 'alert') return null;
    return pushMessage(content.news, this.links.laptop(content.news.laptop.slug), now);
  }
}
