import { Migration } from '@mikro-orm/migrations';

export class Migration20261127105249 extends Migration {

  override name = 'Migration20261127105249';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "alerts";`);
    this.addSql(`create table "alerts"."processed_events" ("event_id" uuid not null, "processed_at" timestamptz not null, primary key ("event_id"));`);
    this.addSql(`create index "processed_events_processed_at_index" on "alerts"."processed_events" ("processed_at");`);

    this.addSql(`create table "alerts"."subscribers" ("id" serial primary key, "email" varchar(254) not null, "confirmed_at" timestamptz null, "last_confirmation_sent_at" timestamptz null, "created_at" timestamptz not null, "last_alert_removed_at" timestamptz null);`);
    this.addSql(`alter table "alerts"."subscribers" add constraint "subscribers_email_unique" unique ("email");`);

    this.addSql(`create table "alerts"."alerts" ("id" serial primary key, "subscriber_id" int not null, "laptop_asin" varchar(20) not null, "laptop_slug" varchar(200) not null, "laptop_name" varchar(300) not null, "condition" jsonb not null, "armed" boolean not null, "reference" int null, "paused" boolean not null default false, "snoozed_until" timestamptz null, "price_when_set" int not null, "push_subscription" jsonb null, "created_at" timestamptz not null, "expires_at" timestamptz null, "last_sent_at" timestamptz null);`);
    this.addSql(`create index "alerts_subscriber_id_created_at_index" on "alerts"."alerts" ("subscriber_id", "created_at");`);
    this.addSql(`create index "alerts_unconfirmed_expiry_index" on "alerts"."alerts" ("expires_at") where "expires_at" is not null;`);
    this.addSql(`create index "alerts_confirmed_laptop_index" on "alerts"."alerts" ("laptop_asin") where "expires_at" is null;`);

    this.addSql(`create table "alerts"."deliveries" ("id" bigserial primary key, "subscriber_id" int not null, "alert_id" int null, "kind" varchar(20) not null, "laptop_slug" varchar(200) null, "event_id" uuid null, "channel" varchar(10) not null, "status" varchar(10) not null, "attempts" int not null default 0, "last_error" varchar(500) null, "next_attempt_at" timestamptz null, "day" date not null, "content" jsonb not null, "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`create index "deliveries_sent_at_index" on "alerts"."deliveries" ("sent_at");`);
    this.addSql(`create index "deliveries_created_at_index" on "alerts"."deliveries" ("created_at");`);
    this.addSql(`create index "deliveries_alert_id_index" on "alerts"."deliveries" ("alert_id");`);
    this.addSql(`create index "deliveries_subscriber_id_day_index" on "alerts"."deliveries" ("subscriber_id", "day");`);
    this.addSql(`create unique index "deliveries_pending_digest_unique" on "alerts"."deliveries" ("subscriber_id", "next_attempt_at") where "kind" = 'digest' and "status" = 'pending' and "attempts" = 0;`);
    this.addSql(`create unique index "deliveries_event_alert_channel_unique" on "alerts"."deliveries" ("event_id", "alert_id", "channel") where "event_id" is not null;`);
    this.addSql(`create index "deliveries_due_index" on "alerts"."deliveries" ("next_attempt_at") where "status" = 'pending';`);

    this.addSql(`alter table "alerts"."alerts" add constraint "alerts_subscriber_id_foreign" foreign key ("subscriber_id") references "alerts"."subscribers" ("id") on delete cascade;`);

    this.addSql(`alter table "alerts"."deliveries" add constraint "deliveries_subscriber_id_foreign" foreign key ("subscriber_id") references "alerts"."subscribers" ("id") on delete cascade;`);
    this.addSql(`alter table "alerts"."deliveries" add constraint "deliveries_alert_id_foreign" foreign key ("alert_id") references "alerts"."alerts" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alerts"."alerts" drop constraint "alerts_subscriber_id_foreign";`);
    this.addSql(`alter table "alerts"."deliveries" drop constraint "deliveries_subscriber_id_foreign";`);
    this.addSql(`alter table "alerts"."deliveries" drop constraint "deliveries_alert_id_foreign";`);

    this.addSql(`drop table if exists "alerts"."processed_events" cascade;`);
    this.addSql(`drop table if exists "alerts"."subscribers" cascade;`);
    this.addSql(`drop table if exists "alerts"."alerts" cascade;`);
    this.addSql(`drop table if exists "alerts"."deliveries" cascade;`);

    this.addSql(`drop schema if exists "alerts";`);
  }

}
