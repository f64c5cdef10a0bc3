import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One failed login, counted per account and per client address by the login throttle. The email
 * is kept as typed (normalised) even when no such admin exists, so both cases count alike.
 */
@Entity({ tableName: 'login_failures' })
@Index({ properties: ['email', 'failedAt'] })
@Index({ properties: ['ip', 'failedAt'] })
@Index({ properties: ['failedAt'] })
export class LoginFailure {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 64 })
  ip!: string;

  @Property({ type: 'datetime' })
  failedAt!: Date;
}
