import { Migration } from '@mikro-orm/migrations';

export class Migration20261127220000 extends Migration {
  override name = 'Migration20261127220000';

  override up(): void | Promise<void> {
    // Searches (issue #21): "gaming" becomes a key of the covering index, before the price, so
    // a gaming search at 100,000 laptops reads its ~11,000 entries instead of every active
    // laptop's within its budget (~51,000) and drops the rest one by one. The price's date and
    // range join the included columns, so a whole list's facts (list-facts) read the index too.
    this.addSql(`drop index "catalogue"."laptops_search_facets_index";`);
    this.addSql(
      `create index "laptops_search_facets_index" on "catalogue"."laptops" ("is_active", "is_gaming_laptop", "current_price") include ("id", "brand", "processor_brand", "ram_size", "storage_size", "storage_type", "has_dedicated_graphics", "gaming_tier", "weight_kg", "rating", "review_count", "last_updated", "price_range_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_search_facets_index";`);
    this.addSql(
      `create index "laptops_search_facets_index" on "catalogue"."laptops" ("is_active", "current_price") include ("id", "brand", "processor_brand", "ram_size", "storage_size", "storage_type", "has_dedicated_graphics", "is_gaming_laptop", "gaming_tier", "weight_kg", "rating", "review_count");`,
    );
  }
}
