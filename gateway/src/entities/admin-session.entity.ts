import type { Ref } from '@mikro-orm/core';
import {
  Entity,
  Index,
  ManyToOne,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/decorators/legacy';
import { AdminUser } from './admin-user.entity';

/**
 * A signed-in operator. The cookie holds 32 random bytes; only their SHA-256 is stored, so a copy
 * of this table cannot be replayed as a cookie. Deleting the row ends the session.
 */
@Entity({ tableName: 'admin_sessions' })
@Index({ properties: ['expiresAt'] })
@Index({ properties: ['lastSeenAt'] })
export class AdminSession {
  /** Hex SHA-256 of the session id in the cookie. */
  @PrimaryKey({ type: 'string', length: 64 })
  idHash!: string;

  @ManyToOne(() => AdminUser, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<AdminUser>;

  /** How the session is named in the operator's session list (the id hash never leaves). */
  @Property({ type: 'uuid' })
  @Unique()
  publicId!: string;

  /** The browser's User-Agent at login, cut to 256 characters. */
  @Property({ type: 'string', length: 256 })
  userAgent!: string;

  /** The client address at login. */
  @Property({ type: 'string', length: 45 })
  ip!: string;

  /** Sent back as `x-csrf-token` on every state-changing call. */
  @Property({ type: 'string', length: 64 })
  csrfToken!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** Last request; the idle expiry slides from here. */
  @Property({ type: 'datetime' })
  lastSeenAt!: Date;

  /** Absolute end: login time plus ADMIN_SESSION_MAX_HOURS. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
