import { Migration } from '@mikro-orm/migrations';

export class Migration20261127113103 extends Migration {

  override name = 'Migration20261127113103';

  // Deal verdicts (issue #23). Each laptop keeps what its price history says (90-day median,
  // lowest recorded without outliers, highest of 180 days, first day), written with every price
  // applied, so the lists sort by the real discount (its own index, in that order) and filter
  // good deals without reading the history. Laptops stored before have none until their next
  // price arrives (or the seed fills them). Deals state a bank or exchange offer's percentage,
  // cap and no-cost EMI fee, from which the effective price is computed.
  override up(): void | Promise<void> {
    this.addSql(`alter table "catalogue"."laptops" add "median_price_90d" int null, add "lowest_price" int null, add "highest_price_180d" int null, add "price_history_since" date null;`);
    this.addSql(`create index "laptops_real_discount_index" on "catalogue"."laptops" ((coalesce(round(("current_price" - "median_price_90d")::numeric / nullif("median_price_90d", 0), 6), 1000000)), "id") where "is_active";`);

    this.addSql(`alter table "catalogue"."deals" add "offer_percent" double precision null, add "offer_cap" int null, add "processing_fee" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "catalogue"."deals" drop column "offer_percent", drop column "offer_cap", drop column "processing_fee";`);

    this.addSql(`drop index "catalogue"."laptops_real_discount_index";`);
    this.addSql(`alter table "catalogue"."laptops" drop column "median_price_90d", drop column "lowest_price", drop column "highest_price_180d", drop column "price_history_since";`);
  }

}
