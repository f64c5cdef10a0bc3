import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** An operator who may sign in to the admin. The password is kept only as an argon2id hash. */
@Entity({ tableName: 'admin_users' })
export class AdminUser {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Trimmed and lower-cased. */
  @Property({ type: 'string', length: 254 })
  @Unique()
  email!: string;

  /** PHC string: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
  @Property({ type: 'string', length: 255 })
  passwordHash!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
