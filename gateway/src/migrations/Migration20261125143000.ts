import { Migration } from '@mikro-orm/migrations';

export class Migration20261125143000 extends Migration {

  override name = 'Migration20261125143000';

  override up(): void | Promise<void> {
    // Unlogged: rate-limit counts are worth no WAL; a crash that empties them starts the windows over.
    this.addSql(`create unlogged table "gateway"."rate_limit_counters" ("key" varchar(64) not null, "window_start" timestamptz not null, "hits" int not null, primary key ("key"));`);
    this.addSql(`create index "rate_limit_counters_window_start_index" on "gateway"."rate_limit_counters" ("window_start");`);

    this.addSql(`create table "gateway"."cache_versions" ("area" varchar(32) not null, "version" bigint not null, primary key ("area"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "gateway"."rate_limit_counters" cascade;`);
    this.addSql(`drop table if exists "gateway"."cache_versions" cascade;`);
  }

}
