import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031129 extends Migration {

  override name = 'Migration20261122031129';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "sync";`);
    this.addSql(`create table "sync"."provider_states" ("provider" varchar(30) not null, "unavailable_until" timestamptz null, "unavailable_reason" text null, "tokens_left" int null, "refill_rate" int null, "refill_at" timestamptz null, "last_success_at" timestamptz null, "last_error_at" timestamptz null, "last_error" text null, "updated_at" timestamptz not null, primary key ("provider"));`);

    this.addSql(`create table "sync"."sync_runs" ("id" serial primary key, "job_key" varchar(200) null, "kind" varchar(20) not null, "requested_source" varchar(20) not null, "sources" jsonb not null, "price_range_id" int null, "asins" jsonb null, "status" varchar(20) not null default 'queued', "priority" smallint not null default 10, "created_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "lease_expires_at" timestamptz null, "stale_before" timestamptz null, "cursor" jsonb null, "products_total" int not null default 0, "products_processed" int not null default 0, "price_points_added" int not null default 0, "error_count" int not null default 0, "errors" jsonb not null, "message" text null, "keepa_tokens_spent" int not null default 0, "creators_api_requests" int not null default 0, "attempts" smallint not null default 0);`);
    this.addSql(`alter table "sync"."sync_runs" add constraint "sync_runs_job_key_unique" unique ("job_key");`);
    this.addSql(`create index "sync_runs_status_priority_id_index" on "sync"."sync_runs" ("status", "priority", "id");`);

    this.addSql(`create table "sync"."worker_leases" ("name" varchar(40) not null, "holder" varchar(100) not null, "expires_at" timestamptz not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sync"."provider_states" cascade;`);
    this.addSql(`drop table if exists "sync"."sync_runs" cascade;`);
    this.addSql(`drop table if exists "sync"."worker_leases" cascade;`);

    this.addSql(`drop schema if exists "sync";`);
  }

}
