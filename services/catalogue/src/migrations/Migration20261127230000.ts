import { Migration } from '@mikro-orm/migrations';

export class Migration20261127230000 extends Migration {
  override name = 'Migration20261127230000';

  override up(): void | Promise<void> {
    // The home summary at 100,000 laptops (issue #21): the OLED count read every active row's
    // specifications (~260 ms of ~500); this partial index holds just the laptops it counts.
    this.addSql(
      `create index "laptops_oled_display_index" on "catalogue"."laptops" ("id") where "is_active" and "specifications"->>'display' ~* '(^|[^a-z0-9_])oled([^a-z0-9_]|$)';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "catalogue"."laptops_oled_display_index";`);
  }
}
