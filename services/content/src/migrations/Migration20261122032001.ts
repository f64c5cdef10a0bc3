import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032001 extends Migration {

  override name = 'Migration20261122032001';

  override up(): void | Promise<void> {
    this.addSql(`alter table "content"."authors" add "updated_at" timestamptz not null default now();`);

    this.addSql(`alter table "content"."blog_posts" add "updated_at" timestamptz not null default now();`);

    this.addSql(`alter table "content"."knowledge_categories" add "updated_at" timestamptz not null default now();`);

    this.addSql(`alter table "content"."knowledge_guides" add "updated_at" timestamptz not null default now();`);

    this.addSql(`alter table "content"."processor_comparisons" add "updated_at" timestamptz not null default now();`);

    this.addSql(`alter table "content"."use_cases" add "updated_at" timestamptz not null default now();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "content"."authors" drop column "updated_at";`);

    this.addSql(`alter table "content"."blog_posts" drop column "updated_at";`);

    this.addSql(`alter table "content"."knowledge_categories" drop column "updated_at";`);

    this.addSql(`alter table "content"."knowledge_guides" drop column "updated_at";`);

    this.addSql(`alter table "content"."processor_comparisons" drop column "updated_at";`);

    this.addSql(`alter table "content"."use_cases" drop column "updated_at";`);
  }

}
