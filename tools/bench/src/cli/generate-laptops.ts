// `DATABASE_URL=postgres://…/scratch npm run bench:generate`: fills that database's catalogue
// (migrated and seeded with the demo data) up to LAPTOPS laptops (100,000 by default). Point it
// at a database of its own, never at one whose catalogue you care about.
import { generateLaptops } from '@bli/testing';

const url = process.env.DATABASE_URL;
const total = Number(process.env.LAPTOPS ?? 100_000);

async function main(): Promise<void> {
  if (!url) throw new Error('DATABASE_URL is required: the (separate) database to fill');
  if (!Number.isInteger(total) || total < 1) throw new Error('LAPTOPS must be a positive integer');
  const started = Date.now();
  const count = await generateLaptops(url, total);
  console.log(`generate-laptops: ${count} laptops in the catalogue (${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error(`generate-laptops: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
