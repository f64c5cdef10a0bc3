// The steady load: reads that reach every service, and operator writes (a manual price, each one
// a new price point with a unique price and request id) whose acknowledgements form the ledger.

export interface LoadSettings {
  baseUrl: string;
  cookie: string;
  csrfToken: string;
  asins: string[];
}

export interface LoadCall {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  admin?: boolean;
  /** A ledger entry when the write is acknowledged. */
  write?: { asin: string; price: number };
}

/** The first write's price; each write adds one, so every write's price is its own. */
const FIRST_PRICE = 1_000_000;

export function callFor(seq: number, asins: string[]): LoadCall {
  const asin = asins[seq % asins.length];
  switch (seq % 8) {
    case 0:
      return { name: 'catalogue read', method: 'GET', path: '/api/laptops/featured' };
    case 1:
      return { name: 'catalogue read', method: 'GET', path: '/api/price-ranges' };
    case 2:
      return { name: 'content read', method: 'GET', path: '/api/blog' };
    case 3:
      return { name: 'seo read', method: 'GET', path: '/api/seo/homepage' };
    case 4:
      return {
        name: 'affiliate call',
        method: 'POST',
        path: '/api/affiliate/url',
        body: { asin, source: 'faults' },
      };
    case 5:
      return { name: 'sync read', method: 'GET', path: '/api/keepa/tokens', admin: true };
    default: {
      const price = FIRST_PRICE + seq;
      return {
        name: 'admin write',
        method: 'PUT',
        path: `/api/admin/laptops/${asin}/price`,
        body: { price },
        admin: true,
        write: { asin, price },
      };
    }
  }
}
