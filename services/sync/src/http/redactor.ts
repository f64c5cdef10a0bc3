const SECRET_QUERY_PARAMS = ['key', 'access_token', 'client_secret'];
const MASK = '[redacted]';

/**
 * Keeps credentials out of logs and error messages: every configured secret (and every access
 * token issued at run time) is masked wherever it appears, and so are secret query parameters.
 */
export class Redactor {
  private readonly secrets = new Set<string>();

  constructor(secrets: (string | undefined)[] = []) {
    secrets.forEach((secret) => this.add(secret));
  }

  add(secret: string | undefined): void {
    // Very short values would mask ordinary words; no real credential is that short.
    if (secret && secret.length >= 6) this.secrets.add(secret);
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.secrets) result = result.split(secret).join(MASK);
    return result;
  }

  /** A URL safe to log: secret parameters masked whatever their value. */
  url(raw: string): string {
    try {
      const url = new URL(raw);
      for (const name of SECRET_QUERY_PARAMS) {
        if (url.searchParams.has(name)) url.searchParams.set(name, MASK);
      }
      return this.redact(url.toString().replaceAll(encodeURIComponent(MASK), MASK));
    } catch {
      return this.redact(raw);
    }
  }
}
