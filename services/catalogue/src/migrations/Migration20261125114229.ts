import { Migration } from '@mikro-orm/migrations';

export class Migration20261125114229 extends Migration {
  override name = 'Migration20261125114229';

  override up(): void | Promise<void> {
    // A living catalogue (issue #17): a laptop's state, its pictures and availability from the
    // retailer, the editorial fields, and a log of every operator's change.
    this.addSql(
      `create table "catalogue"."laptop_audit_entries" ("id" serial primary key, "laptop_id" int not null, "asin" varchar(10) not null, "operator" varchar(254) not null, "field" varchar(60) not null, "old_value" jsonb null, "new_value" jsonb null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "laptop_audit_entries_laptop_id_at_index" on "catalogue"."laptop_audit_entries" ("laptop_id", "at");`,
    );

    // The json lists start empty for the laptops already there; new rows always give them.
    this.addSql(
      `alter table "catalogue"."laptops" add "images" jsonb not null default '[]', add "images_refreshed_at" timestamptz null, add "price_range_locked" boolean not null default false, add "availability" varchar(20) null, add "unavailable_since" timestamptz null, add "retailer_missing_since" timestamptz null, add "status" varchar(10) not null default 'active', add "review" text null, add "verdict" varchar(300) null, add "feature_tags" jsonb not null default '[]', add "use_case_tags" jsonb not null default '[]', add "parsed_fields" jsonb not null default '[]', add "created_at" timestamptz not null default now(), add "published_at" timestamptz null, add "retired_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "catalogue"."laptops" alter column "images" drop default, alter column "feature_tags" drop default, alter column "use_case_tags" drop default, alter column "parsed_fields" drop default;`,
    );
    // Until now a laptop was on sale or not: the ones that were not are retired.
    this.addSql(`update "catalogue"."laptops" set "status" = 'retired' where not "is_active";`);

    this.addSql(
      `alter table "catalogue"."laptop_audit_entries" add constraint "laptop_audit_entries_laptop_id_foreign" foreign key ("laptop_id") references "catalogue"."laptops" ("id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue"."laptop_audit_entries" cascade;`);

    // Drafts were never on sale: without a status they stay off every list (is_active false).
    this.addSql(
      `alter table "catalogue"."laptops" drop column "images", drop column "images_refreshed_at", drop column "price_range_locked", drop column "availability", drop column "unavailable_since", drop column "retailer_missing_since", drop column "status", drop column "review", drop column "verdict", drop column "feature_tags", drop column "use_case_tags", drop column "parsed_fields", drop column "created_at", drop column "published_at", drop column "retired_at";`,
    );
  }
}
