import pg from 'pg';

/** Generated asins start with X (Amazon's start with B0), so they never meet a real one. */
const GENERATED_PREFIX = 'X';
const BATCH = 10_000;

/**
 * Columns given new values; every other column is copied from the demo laptop cloned. A model
 * code of its own in title and model, more reviews and every fifth clone with twice the RAM
 * spread text matches, ranks and facets the way a real catalogue's would.
 */
function overrides(newAsin: string, newPrice: string): Record<string, string> {
  const code = `(upper(substr(md5(g::text), 1, 6)) || 'IN')`;
  return {
    slug: `d.slug || '-g' || g`,
    asin: newAsin,
    title: `d.title || ', ' || ${code}`,
    model: `coalesce(d.model, '') || ' ' || ${code}`,
    ram_size: `case when g % 5 = 0 then coalesce(d.ram_size, 8) * 2 else d.ram_size end`,
    affiliate_url: `replace(d.affiliate_url, d.asin, ${newAsin})`,
    is_featured: 'false',
    current_price: newPrice,
    original_price: `case when d.original_price is null then null else greatest(d.original_price, ${newPrice}) end`,
    review_count: `d.review_count + (g % 97)`,
    price_range_id: `(select r.id from catalogue.price_ranges r where r.is_active and ${newPrice} between r.min_price and r.max_price order by r.min_price limit 1)`,
  };
}

/**
 * Fills the catalogue of `databaseUrl` up to `total` laptops by cloning its demo laptops with
 * new asins, slugs and model codes and prices within ±15 % (each in the range its price falls
 * in), so filters and ranges keep the demo catalogue's proportions. Plain SQL in batches: 100,000
 * rows take seconds rather than minutes through the ORM. Running it again adds only what is
 * missing. The one generator of `npm run bench:large`, `bench:generate` and `bench:search`.
 */
export async function generateLaptops(databaseUrl: string, total: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = (
      await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'catalogue' and table_name = 'laptops' and column_name <> 'id'
          order by ordinal_position`,
      )
    ).rows.map((row) => row.column_name);
    const { rows } = await client.query<{ demo: string; existing: string }>(
      `select count(*) filter (where asin not like '${GENERATED_PREFIX}%') as demo, count(*) as existing
         from catalogue.laptops`,
    );
    const demo = Number(rows[0].demo);
    if (demo === 0)
      throw new Error('the catalogue has no laptops to clone (seed the demo data first)');
    let existing = Number(rows[0].existing);
    const newAsin = `'${GENERATED_PREFIX}' || lpad(upper(to_hex(g)), 9, '0')`;
    const newPrice = `greatest(1000, round(d.current_price * (0.85 + (g % 31) / 100.0))::int)`;
    const values = overrides(newAsin, newPrice);
    const select = columns.map((column) => values[column] ?? `d.${column}`).join(', ');
    let next = 1;
    while (existing < total) {
      const count = Math.min(BATCH, total - existing);
      const result = await client.query(
        `with demo as (
           select *, row_number() over (order by id) - 1 as k
             from catalogue.laptops where asin not like '${GENERATED_PREFIX}%'
         )
         insert into catalogue.laptops (${columns.map((c) => `"${c}"`).join(', ')})
         select ${select}
           from generate_series($1::int, $2::int) as g
           join demo d on d.k = g % $3
         on conflict do nothing`,
        [next, next + count - 1, demo],
      );
      next += count;
      existing += result.rowCount ?? 0;
    }
    // As autovacuum would after a bulk load: statistics, and the visibility map that lets a
    // list's COUNT read its index alone.
    await client.query('vacuum analyze catalogue.laptops');
    return existing;
  } finally {
    await client.end();
  }
}
