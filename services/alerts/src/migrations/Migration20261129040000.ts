import { Migration } from '@mikro-orm/migrations';

export class Migration20261129040000 extends Migration {

  override name = 'Migration20261129040000';

  override up(): void | Promise<void> {
    this.addSql(`create table "alerts"."laptop_price_changes" ("laptop_asin" varchar(20) not null, "changed_at" timestamptz not null, primary key ("laptop_asin"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "alerts"."laptop_price_changes" cascade;`);
  }

}
