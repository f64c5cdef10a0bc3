import { Migration } from '@mikro-orm/migrations';

export class Migration20261127110000 extends Migration {

  override name = 'Migration20261127110000';

  // The outbox of price and availability changes (issue #22): rows written with the change,
  // published to JetStream by the relay; the partial index finds the unpublished ones.
  override up(): void | Promise<void> {
    this.addSql(`create table "catalogue"."price_events" ("id" uuid not null, "payload" jsonb not null, "created_at" timestamptz not null, "published_at" timestamptz null, constraint "price_events_pkey" primary key ("id"));`);
    this.addSql(`create index "price_events_unpublished_index" on "catalogue"."price_events" ("created_at") where "published_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue"."price_events" cascade;`);
  }

}
