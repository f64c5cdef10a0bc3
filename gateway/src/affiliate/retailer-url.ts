/** The one host a buy click may lead to. */
const RETAILER_HOST = 'www.amazon.in';

/** True only for a plain https link to www.amazon.in (no other host, port or login). */
export function isRetailerUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname === RETAILER_HOST &&
      parsed.port === '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}
