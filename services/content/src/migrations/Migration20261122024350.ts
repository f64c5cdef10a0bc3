import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024350 extends Migration {

  override name = 'Migration20261122024350';

  override up(): void | Promise<void> {
    this.addSql(`create schema if not exists "content";`);
    this.addSql(`create table "content"."authors" ("id" serial primary key, "slug" varchar(120) not null, "name" varchar(120) not null, "role" varchar(120) not null, "bio" text not null, "expertise" jsonb not null, "stats" jsonb not null, "methodology" text not null, "featured_guide_paths" jsonb not null);`);
    this.addSql(`alter table "content"."authors" add constraint "authors_slug_unique" unique ("slug");`);

    this.addSql(`create table "content"."blog_posts" ("id" serial primary key, "slug" varchar(200) not null, "title" varchar(300) not null, "excerpt" text not null, "content" text not null, "category" varchar(40) not null, "tags" jsonb not null, "author_id" int not null, "featured_image" text null, "read_time" int not null default 1, "view_count" int not null default 0, "published_at" timestamptz not null, "is_featured" boolean not null default false, "seo_title" varchar(200) null, "seo_description" text null);`);
    this.addSql(`alter table "content"."blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_posts_author_id_index" on "content"."blog_posts" ("author_id");`);
    this.addSql(`create index "blog_posts_published_at_index" on "content"."blog_posts" ("published_at");`);
    this.addSql(`create index "blog_posts_is_featured_published_at_index" on "content"."blog_posts" ("is_featured", "published_at");`);
    this.addSql(`create index "blog_posts_category_published_at_index" on "content"."blog_posts" ("category", "published_at");`);

    this.addSql(`create table "content"."knowledge_categories" ("id" serial primary key, "slug" varchar(80) not null, "position" smallint not null, "title" varchar(200) not null, "description" text not null, "icon" varchar(60) not null, "color" varchar(40) not null);`);
    this.addSql(`alter table "content"."knowledge_categories" add constraint "knowledge_categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "content"."knowledge_guides" ("id" serial primary key, "category_id" int not null, "position" smallint not null, "title" varchar(200) not null, "description" text not null, "path" varchar(200) not null, "target_keywords" jsonb not null, "search_volume" varchar(40) not null, "difficulty" varchar(20) not null, "intent" varchar(40) not null, "article" text null);`);
    this.addSql(`create index "knowledge_guides_category_id_index" on "content"."knowledge_guides" ("category_id");`);
    this.addSql(`alter table "content"."knowledge_guides" add constraint "knowledge_guides_path_unique" unique ("path");`);

    this.addSql(`create table "content"."processor_comparisons" ("id" serial primary key, "slug" varchar(120) not null, "position" smallint not null, "processor1" jsonb not null, "processor2" jsonb not null, "comparison" jsonb not null, "budget_range" jsonb not null, "availability" text not null);`);
    this.addSql(`alter table "content"."processor_comparisons" add constraint "processor_comparisons_slug_unique" unique ("slug");`);

    this.addSql(`create table "content"."use_cases" ("id" serial primary key, "slug" varchar(80) not null, "position" smallint not null, "title" varchar(200) not null, "description" text not null, "icon" varchar(60) not null, "target_audience" jsonb not null, "requirements" jsonb not null, "budget_range" varchar(80) not null, "path" varchar(200) not null, "color" varchar(40) not null, "criteria" jsonb not null, "guidance" text not null);`);
    this.addSql(`alter table "content"."use_cases" add constraint "use_cases_slug_unique" unique ("slug");`);
    this.addSql(`alter table "content"."use_cases" add constraint "use_cases_path_unique" unique ("path");`);

    this.addSql(`alter table "content"."blog_posts" add constraint "blog_posts_author_id_foreign" foreign key ("author_id") references "content"."authors" ("id");`);

    this.addSql(`alter table "content"."knowledge_guides" add constraint "knowledge_guides_category_id_foreign" foreign key ("category_id") references "content"."knowledge_categories" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."blog_posts" drop constraint "blog_posts_author_id_foreign";`);
    this.addSql(`alter table "content"."knowledge_guides" drop constraint "knowledge_guides_category_id_foreign";`);

    this.addSql(`drop table if exists "content"."authors" cascade;`);
    this.addSql(`drop table if exists "content"."blog_posts" cascade;`);
    this.addSql(`drop table if exists "content"."knowledge_categories" cascade;`);
    this.addSql(`drop table if exists "content"."knowledge_guides" cascade;`);
    this.addSql(`drop table if exists "content"."processor_comparisons" cascade;`);
    this.addSql(`drop table if exists "content"."use_cases" cascade;`);

    this.addSql(`drop schema if exists "content";`);
  }

}
