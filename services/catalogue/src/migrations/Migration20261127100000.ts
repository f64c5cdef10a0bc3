import { Migration } from '@mikro-orm/migrations';

export class Migration20261127100000 extends Migration {
  override name = 'Migration20261127100000';

  override up(): void | Promise<void> {
    // Keyset pages (issue #21): every key of the rank order ascending (laptop-rank.sql.ts), so
    // that a page after a cursor is one row comparison the index answers as a range; same
    // rows, same order as before.
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
      `create index "laptops_rank_index" on "catalogue"."laptops" ((coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_price_range_rank_index" on "catalogue"."laptops" ("price_range_id", (coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_featured_rank_index" on "catalogue"."laptops" ((coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active" and "is_featured";`,
    );
    this.addSql(
      `create index "laptops_gaming_rank_index" on "catalogue"."laptops" ((coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active" and "is_gaming_laptop";`,
    );
    this.addSql(
      `create index "laptops_processor_rank_index" on "catalogue"."laptops" ("processor_brand", (coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_ram_rank_index" on "catalogue"."laptops" ("ram_size", (coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_storage_rank_index" on "catalogue"."laptops" ("storage_type", (coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active";`,
    );
    this.addSql(
      `create index "laptops_graphics_rank_index" on "catalogue"."laptops" ((coalesce("rating" > 0, false)) desc, (("review_count" * 0.7 + coalesce("rating", 0) * 300)) desc, "review_count" desc, "current_price", "id") where "is_active" and "has_dedicated_graphics";`,
    );
  }
}
