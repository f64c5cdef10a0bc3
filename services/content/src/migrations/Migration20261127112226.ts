import { Migration } from '@mikro-orm/migrations';

export class Migration20261127112226 extends Migration {

  override name = 'Migration20261127112226';

  // The sale-event calendar the price verdicts read (issue #23): an editorial entry kind, its
  // days in India as dates; shoppers' lists read the published ones by first day.
  override up(): void | Promise<void> {
    this.addSql(`create table "content"."sale_events" ("id" serial primary key, "state" varchar(20) not null default 'draft', "publish_at" timestamptz null, "published_at" timestamptz null, "revision" int not null default 0, "updated_at" timestamptz not null default now(), "slug" varchar(120) not null, "name" varchar(80) not null, "start_date" date not null, "end_date" date not null);`);
    this.addSql(`alter table "content"."sale_events" add constraint "sale_events_slug_unique" unique ("slug");`);
    this.addSql(`create index "sale_events_state_publish_at_index" on "content"."sale_events" ("state", "publish_at");`);
    this.addSql(`create index "sale_events_state_start_date_index" on "content"."sale_events" ("state", "start_date");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."sale_events" cascade;`);
  }

}
