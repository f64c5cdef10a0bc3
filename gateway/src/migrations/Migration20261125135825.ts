import { Migration } from '@mikro-orm/migrations';

export class Migration20261125135825 extends Migration {

  override name = 'Migration20261125135825';

  override up(): void | Promise<void> {
    this.addSql(`alter table "gateway"."admin_users" add "totp_secret" varchar(255) null, add "totp_enabled" boolean not null default false, add "totp_last_step" int null;`);

    // Sessions opened before this have no public id, browser or address to list: they end.
    this.addSql(`delete from "gateway"."admin_sessions";`);
    this.addSql(`alter table "gateway"."admin_sessions" add "public_id" uuid not null, add "user_agent" varchar(256) not null, add "ip" varchar(45) not null;`);
    this.addSql(`alter table "gateway"."admin_sessions" add constraint "admin_sessions_public_id_unique" unique ("public_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "gateway"."admin_sessions" drop constraint "admin_sessions_public_id_unique";`);
    this.addSql(`alter table "gateway"."admin_sessions" drop column "public_id", drop column "user_agent", drop column "ip";`);

    this.addSql(`alter table "gateway"."admin_users" drop column "totp_secret", drop column "totp_enabled", drop column "totp_last_step";`);
  }

}
