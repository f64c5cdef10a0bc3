import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidInputError } from '@bli/server-kit';

/**
 * What a token lets its holder do: `confirm` the address, `manage` its alerts (list, change,
 * delete, delete everything), `unsubscribe` (one alert, or the whole address without an alert
 * id: RFC 8058's one click).
 */
export const TOKEN_SCOPES = ['confirm', 'manage', 'unsubscribe'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface TokenClaims {
  scope: TokenScope;
  subscriberId: number;
  /** Set: the token is about this one alert of the address. */
  alertId?: number;
  /** Seconds since the epoch after which the token is refused; none: it never expires. */
  expiresAt?: number;
}

/** How long each kind of link works: the confirm link 48 hours, the manage link 30 days. */
export const TOKEN_LIFETIME_MS: Record<TokenScope, number | null> = {
  confirm: 48 * 3_600_000,
  manage: 30 * 24 * 3_600_000,
  // An unsubscribe link must keep working for as long as the mail is kept; it can only delete.
  unsubscribe: null,
};

const SCOPE_CODES: Record<TokenScope, string> = { confirm: 'c', manage: 'm', unsubscribe: 'u' };

interface Payload {
  s: string;
  sub: number;
  a?: number;
  exp?: number;
}

const MESSAGE = 'token is not valid or has expired: ask for a new link';

/** The one answer to a token that is not ours, not of the right kind, expired, or moot. */
export function refused(): InvalidInputError {
  return new InvalidInputError(MESSAGE, { fields: [{ field: 'token', message: MESSAGE }] });
}

/**
 * A link's token: `base64url(JSON claims).base64url(HMAC-SHA256(secret, first part))`. It proves
 * the holder read a mail we sent to the address; it holds an id, never the address itself.
 */
export class AlertTokens {
  constructor(private readonly secret: string) {}

  sign(claims: TokenClaims): string {
    const payload: Payload = { s: SCOPE_CODES[claims.scope], sub: claims.subscriberId };
    if (claims.alertId !== undefined) payload.a = claims.alertId;
    if (claims.expiresAt !== undefined) payload.exp = claims.expiresAt;
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** A token of `scope` valid from `now` on for its lifetime (none for unsubscribe). */
  issue(scope: TokenScope, subscriberId: number, now: Date, alertId?: number): string {
    const lifetime = TOKEN_LIFETIME_MS[scope];
    return this.sign({
      scope,
      subscriberId,
      ...(alertId === undefined ? {} : { alertId }),
      ...(lifetime === null ? {} : { expiresAt: Math.floor((now.getTime() + lifetime) / 1000) }),
    });
  }

  /**
   * The claims of a token of `scope` that we signed and that has not expired; anything else is a
   * 400 naming `token` (the same answer whatever is wrong with it).
   */
  verify(token: string, scope: TokenScope, now: Date): TokenClaims {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) throw refused();
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      throw refused();
    }
    if (payload.s !== SCOPE_CODES[scope] || !Number.isInteger(payload.sub)) throw refused();
    if (payload.exp !== undefined && payload.exp * 1000 <= now.getTime()) throw refused();
    return {
      scope,
      subscriberId: payload.sub,
      ...(payload.a === undefined ? {} : { alertId: payload.a }),
      ...(payload.exp === undefined ? {} : { expiresAt: payload.exp }),
    };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(`bli-alerts.${body}`).digest('base64url');
  }
}
