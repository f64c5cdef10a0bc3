import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * An operator who may sign in to the admin. The password is kept only as an argon2id hash; the
 * TOTP secret, when there is one, sealed with ADMIN_TOTP_KEY (auth/totp-secret-box.ts).
 */
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

  /** The TOTP secret, sealed; set at enrolment, kept while the second factor is on. */
  @Property({ type: 'string', length: 255, nullable: true })
  totpSecret?: string | null;

  /** True once a code confirmed the enrolment: login then asks for a code. */
  @Property({ type: 'boolean', default: false })
  totpEnabled: Opt<boolean> = false;

  /** The 30-second step of the last code accepted: a code is good once. */
  @Property({ type: 'integer', nullable: true })
  totpLastStep?: number | null;
}
