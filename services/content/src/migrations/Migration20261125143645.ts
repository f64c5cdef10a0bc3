import { Migration } from '@mikro-orm/migrations';

export class Migration20261125143645 extends Migration {

  override name = 'Migration20261125143645';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."blog_post_revisions" ("id" serial primary key, "post_id" int not null, "number" int not null, "fields" jsonb not null, "operator" varchar(254) not null, "at" timestamptz not null);`);
    this.addSql(`alter table "content"."blog_post_revisions" add constraint "blog_post_revisions_post_id_number_unique" unique ("post_id", "number");`);

    this.addSql(`create table "content"."blog_slug_redirects" ("id" serial primary key, "slug" varchar(200) not null, "post_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "content"."blog_slug_redirects" add constraint "blog_slug_redirects_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_slug_redirects_post_id_index" on "content"."blog_slug_redirects" ("post_id");`);

    this.addSql(`create table "content"."audit_entries" ("id" serial primary key, "kind" varchar(40) not null, "entry_id" int not null, "operator" varchar(254) not null, "field" varchar(60) not null, "old_value" jsonb null, "new_value" jsonb null, "at" timestamptz not null);`);
    this.addSql(`create index "audit_entries_kind_entry_id_at_index" on "content"."audit_entries" ("kind", "entry_id", "at");`);

    // The posts already stored are live ones, with no embedded laptops.
    this.addSql(`alter table "content"."blog_posts" add "markdown" text null, add "laptop_slugs" jsonb not null default '[]', add "state" varchar(20) not null default 'published', add "publish_at" timestamptz null, add "revision" int not null default 0, add "created_at" timestamptz not null default now();`);
    this.addSql(`update "content"."blog_posts" set "created_at" = "published_at";`);
    this.addSql(`alter table "content"."blog_posts" alter column "laptop_slugs" drop default, alter column "state" set default 'draft';`);
    this.addSql(`alter table "content"."blog_posts" alter column "published_at" drop not null;`);
    this.addSql(`create index "blog_posts_state_publish_at_index" on "content"."blog_posts" ("state", "publish_at");`);

    this.addSql(`alter table "content"."blog_post_revisions" add constraint "blog_post_revisions_post_id_foreign" foreign key ("post_id") references "content"."blog_posts" ("id");`);

    this.addSql(`alter table "content"."blog_slug_redirects" add constraint "blog_slug_redirects_post_id_foreign" foreign key ("post_id") references "content"."blog_posts" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."blog_post_revisions" cascade;`);
    this.addSql(`drop table if exists "content"."blog_slug_redirects" cascade;`);
    this.addSql(`drop table if exists "content"."audit_entries" cascade;`);

    this.addSql(`drop index "content"."blog_posts_state_publish_at_index";`);
    this.addSql(`alter table "content"."blog_posts" drop column "markdown", drop column "laptop_slugs", drop column "state", drop column "publish_at", drop column "revision", drop column "created_at";`);
    this.addSql(`alter table "content"."blog_posts" alter column "published_at" set not null;`);
  }

}
