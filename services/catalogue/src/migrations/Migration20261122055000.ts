import { Migration } from '@mikro-orm/migrations';

export class Migration20261122055000 extends Migration {
  override name = 'Migration20261122055000';

  override up(): void | Promise<void> {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. It goes in
    // public so every schema of the shared database sees one copy; search names it public.*.
    this.addSql(`create extension if not exists pg_trgm with schema public;`);
    this.addSql(
      `create index "laptops_search_vector_index" on "catalogue"."laptops" using gin (to_tsvector('simple'::regconfig, lower("title" || ' ' || "brand" || ' ' || coalesce("model", '') || ' ' || coalesce("processor_model", '') || ' ' || coalesce("graphics_model", '') || ' ' || coalesce("specifications"->>'processor', '') || ' ' || coalesce("specifications"->>'graphics', ''))));`,
    );
    this.addSql(
      `create index "laptops_search_document_trgm_index" on "catalogue"."laptops" using gin ((lower("title" || ' ' || "brand" || ' ' || coalesce("model", '') || ' ' || coalesce("processor_model", '') || ' ' || coalesce("graphics_model", '') || ' ' || coalesce("specifications"->>'processor', '') || ' ' || coalesce("specifications"->>'graphics', ''))) public.gin_trgm_ops);`,
    );
    this.addSql(
      `create index "laptops_brand_lower_index" on "catalogue"."laptops" (lower("brand"));`,
    );
    this.addSql(
      `create index "laptops_is_active_current_price_index" on "catalogue"."laptops" ("is_active", "current_price");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_search_vector_index";`);
    this.addSql(`drop index "catalogue"."laptops_search_document_trgm_index";`);
    this.addSql(`drop index "catalogue"."laptops_brand_lower_index";`);
    this.addSql(`drop index "catalogue"."laptops_is_active_current_price_index";`);
  }
}
