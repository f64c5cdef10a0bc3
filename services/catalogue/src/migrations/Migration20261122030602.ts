import { Migration } from '@mikro-orm/migrations';

export class Migration20261122030602 extends Migration {
  override name = 'Migration20261122030602';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "laptops_last_updated_asin_index" on "catalogue"."laptops" ("last_updated", "asin");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_last_updated_asin_index";`);
  }
}
