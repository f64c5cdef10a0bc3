import { Migration } from '@mikro-orm/migrations';

export class Migration20261128020000 extends Migration {
  override name = 'Migration20261128020000';

  override up(): void | Promise<void> {
    // The rank score in tenths, whole numbers in double precision (laptop-rank.sql.ts, issue
    // #21): a search sorted its matches by numeric arithmetic, a third of its statement at
    // 100,000 laptops. The rank indexes are built on the score's expression: each is rebuilt.
    this.addSql(`drop index "catalogue"."laptops_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_price_range_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_featured_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_gaming_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_processor_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_ram_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_storage_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_graphics_rank_index";`);
    this.addSql(
      `create index "laptops_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_price_range_rank_index" on "catalogue"."laptops" ("price_range_id", (not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_featured_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active" and "is_featured";`,
    );
    this.addSql(
      `create index "laptops_gaming_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active" and "is_gaming_laptop";`,
    );
    this.addSql(
      `create index "laptops_processor_rank_index" on "catalogue"."laptops" ("processor_brand", (not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_ram_rank_index" on "catalogue"."laptops" ("ram_size", (not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_storage_rank_index" on "catalogue"."laptops" ("storage_type", (not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_graphics_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 7 + round(coalesce("rating", 0)::float8 * 10) * 300)), (-"review_count"), "current_price", "id") where "is_active" and "has_dedicated_graphics";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_price_range_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_featured_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_gaming_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_processor_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_ram_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_storage_rank_index";`);
    this.addSql(`drop index "catalogue"."laptops_graphics_rank_index";`);
    this.addSql(
      `create index "laptops_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_price_range_rank_index" on "catalogue"."laptops" ("price_range_id", (not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_featured_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active" and "is_featured";`,
    );
    this.addSql(
      `create index "laptops_gaming_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active" and "is_gaming_laptop";`,
    );
    this.addSql(
      `create index "laptops_processor_rank_index" on "catalogue"."laptops" ("processor_brand", (not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_ram_rank_index" on "catalogue"."laptops" ("ram_size", (not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_storage_rank_index" on "catalogue"."laptops" ("storage_type", (not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_graphics_rank_index" on "catalogue"."laptops" ((not coalesce("rating" > 0, false)), (-("review_count" * 0.7 + coalesce("rating", 0) * 300)), (-"review_count"), "current_price", "id") where "is_active" and "has_dedicated_graphics";`,
    );
  }
}
