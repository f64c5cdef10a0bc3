import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023603 extends Migration {
  override name = 'Migration20261122023603';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "catalogue"."laptops" add "price_source" varchar(20) not null default 'admin';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "catalogue"."laptops" drop column "price_source";`);
  }
}
