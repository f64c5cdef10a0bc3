import { Migration } from '@mikro-orm/migrations';

export class Migration20261122024531 extends Migration {
  override name = 'Migration20261122024531';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "catalogue"."laptops" add "weight_kg" double precision null, add "battery_hours" double precision null;`,
    );
    this.addSql(`create index "laptops_weight_kg_index" on "catalogue"."laptops" ("weight_kg");`);
    // Backfill rows written before the columns existed; new writes derive them in the entity.
    this.addSql(
      `update "catalogue"."laptops" set ` +
        `"weight_kg" = substring("specifications"->>'weight' from '(\\d+(?:\\.\\d+)?)\\s*kg')::double precision, ` +
        `"battery_hours" = substring("specifications"->>'battery' from '(\\d+(?:\\.\\d+)?)\\s*(?:hours?|hrs?)')::double precision;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_weight_kg_index";`);
    this.addSql(
      `alter table "catalogue"."laptops" drop column "weight_kg", drop column "battery_hours";`,
    );
  }
}
