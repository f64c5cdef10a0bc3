import { Migration } from '@mikro-orm/migrations';

export class Migration20261122064500 extends Migration {
  override name = 'Migration20261122064500';

  override up(): void | Promise<void> {
    // A covering index for searches without words: (is_active, current_price) plus every column
    // they filter, count or sort on, so they never read the wide laptop rows.
    this.addSql(`drop index if exists "catalogue"."laptops_is_active_current_price_index";`);
    this.addSql(
      `create index "laptops_search_facets_index" on "catalogue"."laptops" ("is_active", "current_price") include ("id", "brand", "processor_brand", "ram_size", "storage_size", "storage_type", "has_dedicated_graphics", "is_gaming_laptop", "gaming_tier", "weight_kg", "rating", "review_count");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_search_facets_index";`);
    this.addSql(
      `create index "laptops_is_active_current_price_index" on "catalogue"."laptops" ("is_active", "current_price");`,
    );
  }
}
