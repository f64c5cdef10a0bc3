import { Migration } from '@mikro-orm/migrations';

export class Migration20261127113035 extends Migration {

  override name = 'Migration20261127113035';

  // The CPU comparison's laptops per processor (issue #21): the active laptops' processor tokens
  // in a trigram index, so a model number's matches are found without reading every laptop.
  override up(): void | Promise<void> {
    this.addSql(`create index "laptops_processor_tokens_trgm_index" on "catalogue"."laptops" using gin (((' ' || regexp_replace(lower(coalesce("processor_model", '')), '[^a-z0-9]+', ' ', 'g') || ' ') || '|' || (' ' || regexp_replace(lower(coalesce("specifications"->>'processor', '')), '[^a-z0-9]+', ' ', 'g') || ' ')) public.gin_trgm_ops) where "is_active";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_processor_tokens_trgm_index";`);
  }

}
