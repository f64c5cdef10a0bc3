import { Migration } from '@mikro-orm/migrations';

export class Migration20261122054505 extends Migration {

  override name = 'Migration20261122054505';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "gateway";`);
    this.addSql(`create table "gateway"."admin_users" ("id" serial primary key, "email" varchar(254) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "gateway"."admin_users" add constraint "admin_users_email_unique" unique ("email");`);

    this.addSql(`create table "gateway"."admin_sessions" ("id_hash" varchar(64) not null, "user_id" int not null, "csrf_token" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id_hash"));`);
    this.addSql(`create index "admin_sessions_user_id_index" on "gateway"."admin_sessions" ("user_id");`);
    this.addSql(`create index "admin_sessions_last_seen_at_index" on "gateway"."admin_sessions" ("last_seen_at");`);
    this.addSql(`create index "admin_sessions_expires_at_index" on "gateway"."admin_sessions" ("expires_at");`);

    this.addSql(`create table "gateway"."login_failures" ("id" bigserial primary key, "email" varchar(254) not null, "ip" varchar(64) not null, "failed_at" timestamptz not null);`);
    this.addSql(`create index "login_failures_failed_at_index" on "gateway"."login_failures" ("failed_at");`);
    this.addSql(`create index "login_failures_ip_failed_at_index" on "gateway"."login_failures" ("ip", "failed_at");`);
    this.addSql(`create index "login_failures_email_failed_at_index" on "gateway"."login_failures" ("email", "failed_at");`);

    this.addSql(`alter table "gateway"."admin_sessions" add constraint "admin_sessions_user_id_foreign" foreign key ("user_id") references "gateway"."admin_users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "gateway"."admin_sessions" drop constraint "admin_sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "gateway"."admin_users" cascade;`);
    this.addSql(`drop table if exists "gateway"."admin_sessions" cascade;`);
    this.addSql(`drop table if exists "gateway"."login_failures" cascade;`);

    this.addSql(`drop schema if exists "gateway";`);
  }

}
