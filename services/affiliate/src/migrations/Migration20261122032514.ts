import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032514 extends Migration {

  override name = 'Migration20261122032514';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "affiliate";`);
    this.addSql(`create table "affiliate"."clicks" ("id" bigserial primary key, "asin" varchar(10) not null, "laptop_id" int not null, "laptop_slug" varchar(200) not null, "source" varchar(60) not null, "page" varchar(300) null, "price_shown" int null, "via" varchar(10) not null, "clicked_at" timestamptz not null);`);
    this.addSql(`create index "clicks_laptop_id_clicked_at_index" on "affiliate"."clicks" ("laptop_id", "clicked_at");`);
    this.addSql(`create index "clicks_clicked_at_index" on "affiliate"."clicks" ("clicked_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "affiliate"."clicks" cascade;`);

    this.addSql(`drop schema if exists "affiliate";`);
  }

}
