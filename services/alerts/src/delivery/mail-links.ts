import type { AlertTokens } from '../tokens/alert-token';

/**
 * Every link our messages carry, all on our own site (docs/compliance.md, Amazon rule 5): the
 * laptop's page, and the confirm, manage and unsubscribe pages with their signed tokens.
 */
export class MailLinks {
  constructor(
    private readonly site: string,
    private readonly tokens: AlertTokens,
  ) {}

  laptop(slug: string): string {
    return `${this.site}/laptop/${encodeURIComponent(slug)}`;
  }

  confirm(subscriberId: number, now: Date): string {
    return `${this.site}/alerts/confirm?token=${this.tokens.issue('confirm', subscriberId, now)}`;
  }

  manage(subscriberId: number, now: Date): string {
    return `${this.site}/alerts/manage?token=${this.tokens.issue('manage', subscriberId, now)}`;
  }

  /** One alert's unsubscribe link, or the whole address's without an alert id. */
  unsubscribe(subscriberId: number, now: Date, alertId?: number): string {
    const token = this.tokens.issue('unsubscribe', subscriberId, now, alertId);
    return `${this.site}/alerts/unsubscribe?token=${token}`;
  }
}
