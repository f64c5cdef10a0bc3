import { Migration } from '@mikro-orm/migrations';

export class Migration20261122022220 extends Migration {
  override name = 'Migration20261122022220';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "catalogue";`);
    this.addSql(
      `create table "catalogue"."deals" ("id" serial primary key, "title" varchar(200) not null, "deal_type" varchar(20) not null, "discount_price" int not null, "original_price" int not null, "expires_at" timestamptz null, "is_active" boolean not null default true);`,
    );
    this.addSql(
      `alter table "catalogue"."deals" add constraint "deals_title_unique" unique ("title");`,
    );
    this.addSql(
      `create index "deals_is_active_expires_at_index" on "catalogue"."deals" ("is_active", "expires_at");`,
    );

    this.addSql(
      `create table "catalogue"."price_ranges" ("id" serial primary key, "name" varchar(120) not null, "slug" varchar(120) not null, "seo_slug" varchar(120) null, "min_price" int not null default 0, "max_price" int not null, "seo_title" varchar(200) null, "seo_description" text null, "is_active" boolean not null default true, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "catalogue"."price_ranges" add constraint "price_ranges_slug_unique" unique ("slug");`,
    );
    this.addSql(
      `alter table "catalogue"."price_ranges" add constraint "price_ranges_seo_slug_unique" unique ("seo_slug");`,
    );

    this.addSql(
      `create table "catalogue"."laptops" ("id" serial primary key, "slug" varchar(200) not null, "asin" varchar(10) not null, "title" text not null, "brand" varchar(80) not null, "model" varchar(120) null, "image_url" text null, "affiliate_url" text not null, "original_price" int null, "current_price" int not null, "rating" numeric(2,1) null, "review_count" int not null default 0, "last_updated" timestamptz not null, "price_range_id" int null, "is_active" boolean not null default true, "is_featured" boolean not null default false, "features" jsonb not null, "pros" jsonb not null, "cons" jsonb not null, "specifications" jsonb not null, "processor_brand" varchar(40) null, "processor_model" varchar(80) null, "ram_size" int null, "ram_type" varchar(40) null, "storage_size" int null, "storage_type" varchar(20) null, "display_size" varchar(40) null, "display_resolution" varchar(40) null, "has_dedicated_graphics" boolean not null default false, "is_gaming_laptop" boolean not null default false, "gaming_tier" varchar(20) null, "gaming_performance_rating" smallint null, "graphics_brand" varchar(40) null, "graphics_model" varchar(80) null);`,
    );
    this.addSql(
      `alter table "catalogue"."laptops" add constraint "laptops_slug_unique" unique ("slug");`,
    );
    this.addSql(
      `alter table "catalogue"."laptops" add constraint "laptops_asin_unique" unique ("asin");`,
    );
    this.addSql(
      `create index "laptops_processor_brand_index" on "catalogue"."laptops" ("processor_brand");`,
    );
    this.addSql(`create index "laptops_ram_size_index" on "catalogue"."laptops" ("ram_size");`);
    this.addSql(
      `create index "laptops_storage_type_index" on "catalogue"."laptops" ("storage_type");`,
    );
    this.addSql(
      `create index "laptops_has_dedicated_graphics_index" on "catalogue"."laptops" ("has_dedicated_graphics");`,
    );
    this.addSql(
      `create index "laptops_is_gaming_laptop_gaming_performance_rating_index" on "catalogue"."laptops" ("is_gaming_laptop", "gaming_performance_rating");`,
    );
    this.addSql(
      `create index "laptops_is_featured_is_active_index" on "catalogue"."laptops" ("is_featured", "is_active");`,
    );
    this.addSql(
      `create index "laptops_price_range_id_is_active_index" on "catalogue"."laptops" ("price_range_id", "is_active");`,
    );

    this.addSql(
      `create table "catalogue"."price_points" ("id" bigserial primary key, "laptop_id" int not null, "observed_at" timestamptz not null, "price" int not null, "source" varchar(20) not null);`,
    );
    this.addSql(
      `alter table "catalogue"."price_points" add constraint "price_points_laptop_id_observed_at_source_unique" unique ("laptop_id", "observed_at", "source");`,
    );

    this.addSql(
      `alter table "catalogue"."laptops" add constraint "laptops_price_range_id_foreign" foreign key ("price_range_id") references "catalogue"."price_ranges" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "catalogue"."price_points" add constraint "price_points_laptop_id_foreign" foreign key ("laptop_id") references "catalogue"."laptops" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "catalogue"."laptops" drop constraint "laptops_price_range_id_foreign";`,
    );
    this.addSql(
      `alter table "catalogue"."price_points" drop constraint "price_points_laptop_id_foreign";`,
    );

    this.addSql(`drop table if exists "catalogue"."deals" cascade;`);
    this.addSql(`drop table if exists "catalogue"."price_ranges" cascade;`);
    this.addSql(`drop table if exists "catalogue"."laptops" cascade;`);
    this.addSql(`drop table if exists "catalogue"."price_points" cascade;`);

    this.addSql(`drop schema if exists "catalogue";`);
  }
}
