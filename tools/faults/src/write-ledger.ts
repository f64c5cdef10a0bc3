// Acknowledged operator writes against what the database holds: each acknowledged manual price
// must be exactly one price point (its price is unique to the write).
import pg from 'pg';

export interface LedgerEntry {
  asin: string;
  price: number;
}

export interface Reconciliation {
  acknowledged: number;
  lost: LedgerEntry[];
  duplicated: LedgerEntry[];
}

export async function reconcile(
  databaseUrl: string,
  ledger: LedgerEntry[],
): Promise<Reconciliation> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ asin: string; price: number; points: string }>(
      `select l.asin, p.price, count(*) as points
         from catalogue.price_points p join catalogue.laptops l on l.id = p.laptop_id
        where p.source = 'admin'
        group by l.asin, p.price`,
    );
    const points = new Map(rows.map((row) => [`${row.asin}:${row.price}`, Number(row.points)]));
    const count = (entry: LedgerEntry) => points.get(`${entry.asin}:${entry.price}`) ?? 0;
    return {
      acknowledged: ledger.length,
      lost: ledger.filter((entry) => count(entry) === 0),
      duplicated: ledger.filter((entry) => count(entry) > 1),
    };
  } finally {
    await client.end();
  }
}
