import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { AlertsConfig } from '../alerts.config';
import { DeliveryError } from './delivery-error';
import type { OutgoingMail } from './mail-format';

/**
 * What goes over SMTP: both parts, and RFC 8058's one-click unsubscribe (`List-Unsubscribe`
 * with our https link, `List-Unsubscribe-Post`), which mail clients show as an unsubscribe button.
 */
export function smtpMessage(from: string, to: string, mail: OutgoingMail): SendMailOptions {
  return {
    from,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    list: { unsubscribe: mail.unsubscribeUrl },
    headers: {
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/** The SMTP server (`SMTP_URL`) our mail goes through: a mail provider, or the catcher locally. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(private readonly config: AlertsConfig) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  /**
   * Sends `mail` to `to`. A 5xx answer (no such mailbox, refused) is permanent; a connection
   * problem or a 4xx is worth another try.
   */
  async send(to: string, mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail(smtpMessage(this.config.MAIL_FROM, to, mail));
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      throw new DeliveryError(`SMTP: ${(error as Error).message}`, permanent);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
