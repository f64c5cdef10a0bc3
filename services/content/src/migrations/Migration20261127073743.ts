import { Migration } from '@mikro-orm/migrations';

export class Migration20261127073743 extends Migration {

  override name = 'Migration20261127073743';

  override up(): void | Promise<void> {
    this.addSql(`create table "content"."entry_revisions" ("id" serial primary key, "kind" varchar(40) not null, "entry_id" int not null, "number" int not null, "fields" jsonb not null, "operator" varchar(254) not null, "at" timestamptz not null);`);
    this.addSql(`alter table "content"."entry_revisions" add constraint "entry_revisions_kind_entry_id_number_unique" unique ("kind", "entry_id", "number");`);

    // The entries already stored are live ones: published, first live at their last change.
    this.addSql(`alter table "content"."authors" add "state" varchar(20) not null default 'published', add "publish_at" timestamptz null, add "published_at" timestamptz null, add "revision" int not null default 0, add "photo_url" varchar(500) null, add "markdown" text null;`);
    this.addSql(`create index "authors_state_publish_at_index" on "content"."authors" ("state", "publish_at");`);

    this.addSql(`alter table "content"."knowledge_guides" add "state" varchar(20) not null default 'published', add "publish_at" timestamptz null, add "published_at" timestamptz null, add "revision" int not null default 0, add "markdown" text null;`);
    this.addSql(`create index "knowledge_guides_state_publish_at_index" on "content"."knowledge_guides" ("state", "publish_at");`);

    this.addSql(`alter table "content"."processor_comparisons" add "state" varchar(20) not null default 'published', add "publish_at" timestamptz null, add "published_at" timestamptz null, add "revision" int not null default 0;`);
    this.addSql(`create index "processor_comparisons_state_publish_at_index" on "content"."processor_comparisons" ("state", "publish_at");`);

    this.addSql(`alter table "content"."use_cases" add "state" varchar(20) not null default 'published', add "publish_at" timestamptz null, add "published_at" timestamptz null, add "revision" int not null default 0, add "picks" jsonb not null default '[]', add "markdown" text null;`);
    this.addSql(`create index "use_cases_state_publish_at_index" on "content"."use_cases" ("state", "publish_at");`);

    this.addSql(`update "content"."authors" set "published_at" = "updated_at";`);
    this.addSql(`alter table "content"."authors" alter column "state" set default 'draft';`);
    this.addSql(`update "content"."knowledge_guides" set "published_at" = "updated_at";`);
    this.addSql(`alter table "content"."knowledge_guides" alter column "state" set default 'draft';`);
    this.addSql(`update "content"."processor_comparisons" set "published_at" = "updated_at";`);
    this.addSql(`alter table "content"."processor_comparisons" alter column "state" set default 'draft';`);
    this.addSql(`update "content"."use_cases" set "published_at" = "updated_at";`);
    this.addSql(`alter table "content"."use_cases" alter column "state" set default 'draft';`);
    this.addSql(`alter table "content"."use_cases" alter column "picks" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content"."entry_revisions" cascade;`);

    this.addSql(`drop index "content"."authors_state_publish_at_index";`);
    this.addSql(`alter table "content"."authors" drop column "state", drop column "publish_at", drop column "published_at", drop column "revision", drop column "photo_url", drop column "markdown";`);

    this.addSql(`drop index "content"."knowledge_guides_state_publish_at_index";`);
    this.addSql(`alter table "content"."knowledge_guides" drop column "state", drop column "publish_at", drop column "published_at", drop column "revision", drop column "markdown";`);

    this.addSql(`drop index "content"."processor_comparisons_state_publish_at_index";`);
    this.addSql(`alter table "content"."processor_comparisons" drop column "state", drop column "publish_at", drop column "published_at", drop column "revision";`);

    this.addSql(`drop index "content"."use_cases_state_publish_at_index";`);
    this.addSql(`alter table "content"."use_cases" drop column "state", drop column "publish_at", drop column "published_at", drop column "revision", drop column "picks", drop column "markdown";`);
  }

}
