import { Migration } from '@mikro-orm/migrations';

export class Migration20261125143302 extends Migration {

  override name = 'Migration20261125143302';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalogue"."deal_audit_entries" ("id" serial primary key, "deal_id" int not null, "operator" varchar(254) not null, "field" varchar(60) not null, "old_value" jsonb null, "new_value" jsonb null, "at" timestamptz not null);`);
    this.addSql(`create index "deal_audit_entries_deal_id_at_index" on "catalogue"."deal_audit_entries" ("deal_id", "at");`);

    // Deals point at a laptop now (issue #20). The rows there are the demo seed's, which pointed
    // at nothing and named no start: they go, and the seed adds them again for real laptops.
    this.addSql(`delete from "catalogue"."deals";`);
    this.addSql(`alter table "catalogue"."deals" drop column "original_price";`);
    this.addSql(`alter table "catalogue"."deals" add "laptop_id" int not null, add "bank_name" varchar(80) null, add "conditions" varchar(500) null, add "starts_at" timestamptz not null, add "created_at" timestamptz not null, add "updated_at" timestamptz not null;`);
    this.addSql(`alter table "catalogue"."deals" add constraint "deals_laptop_id_foreign" foreign key ("laptop_id") references "catalogue"."laptops" ("id");`);
    this.addSql(`alter table "catalogue"."deals" alter column "expires_at" set not null;`);
    this.addSql(`create index "deals_laptop_id_index" on "catalogue"."deals" ("laptop_id");`);

    this.addSql(`alter table "catalogue"."deal_audit_entries" add constraint "deal_audit_entries_deal_id_foreign" foreign key ("deal_id") references "catalogue"."deals" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "catalogue"."deal_audit_entries" cascade;`);

    this.addSql(`alter table "catalogue"."deals" drop constraint "deals_laptop_id_foreign";`);

    this.addSql(`drop index "catalogue"."deals_laptop_id_index";`);
    this.addSql(`alter table "catalogue"."deals" drop column "laptop_id", drop column "bank_name", drop column "conditions", drop column "starts_at", drop column "created_at", drop column "updated_at";`);
    this.addSql(`alter table "catalogue"."deals" add "original_price" int4 not null default 0;`);
    this.addSql(`alter table "catalogue"."deals" alter column "expires_at" drop not null;`);
  }

}
