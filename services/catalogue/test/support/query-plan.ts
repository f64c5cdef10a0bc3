import pg from 'pg';

/**
 * The plan PostgreSQL chooses for a statement (with `?` placeholders) as it would at 100,000
 * laptops: the demo catalogue is small enough for a sequential scan or a bitmap of a partial
 * index fetching the wide rows, so those are ruled out, and the table is vacuumed (as
 * autovacuum would have), so reading an index alone is priced as it is there.
 */
export async function queryPlan(
  databaseUrl: string,
  statement: { sql: string; params: readonly unknown[] },
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze catalogue.laptops');
    await client.query('set enable_seqscan = off');
    await client.query('set enable_bitmapscan = off');
    let n = 0;
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain ${statement.sql.replace(/\?/g, () => `$${++n}`)}`,
      [...statement.params],
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
