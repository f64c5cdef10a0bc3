import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AdminSession, AdminUser } from '../entities';

export interface NewSession {
  idHash: string;
  publicId: string;
  userId: number;
  userAgent: string;
  ip: string;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface StoredSession {
  idHash: string;
  userId: number;
  email: string;
  totpEnabled: boolean;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A session as its operator's session list shows it. */
export interface ListedSession {
  idHash: string;
  publicId: string;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
}

@Injectable()
export class AdminSessionsRepository {
  constructor(private readonly orm: MikroORM) {}

  async create(session: NewSession): Promise<void> {
    const em = this.orm.em.fork();
    em.create(AdminSession, {
      idHash: session.idHash,
      publicId: session.publicId,
      user: em.getReference(AdminUser, session.userId),
      userAgent: session.userAgent,
      ip: session.ip,
      csrfToken: session.csrfToken,
      createdAt: session.createdAt,
      lastSeenAt: session.createdAt,
      expiresAt: session.expiresAt,
    });
    await em.flush();
  }

  /** The session and its operator, in one query by primary key. */
  async find(idHash: string): Promise<StoredSession | null> {
    const session = await this.orm.em
      .fork()
      .findOne(AdminSession, { idHash }, { populate: ['user'], strategy: 'joined' });
    if (!session) return null;
    const user = session.user.getEntity();
    return {
      idHash: session.idHash,
      userId: user.id,
      email: user.email,
      totpEnabled: user.totpEnabled,
      csrfToken: session.csrfToken,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
    };
  }

  /** An operator's sessions still live at `now` (not expired, used since `idleSince`), newest first. */
  async listLive(userId: number, now: Date, idleSince: Date): Promise<ListedSession[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        AdminSession,
        { user: userId, expiresAt: { $gt: now }, lastSeenAt: { $gt: idleSince } },
        { orderBy: { createdAt: 'desc', idHash: 'asc' } },
      );
    return rows.map((row) => ({
      idHash: row.idHash,
      publicId: row.publicId,
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
    }));
  }

  async touch(idHash: string, at: Date): Promise<void> {
    await this.orm.em.fork().nativeUpdate(AdminSession, { idHash }, { lastSeenAt: at });
  }

  async delete(idHash: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(AdminSession, { idHash });
  }

  /** Ends one of the operator's sessions by its public id; false when they have no such session. */
  async deleteOwn(userId: number, publicId: string): Promise<boolean> {
    return (await this.orm.em.fork().nativeDelete(AdminSession, { user: userId, publicId })) > 0;
  }

  /** Ends every session of the operator except `keepIdHash`. */
  async deleteOthers(userId: number, keepIdHash: string): Promise<void> {
    await this.orm.em
      .fork()
      .nativeDelete(AdminSession, { user: userId, idHash: { $ne: keepIdHash } });
  }

  /** Drops sessions past their absolute end or idle since `idleSince`. */
  async deleteExpired(now: Date, idleSince: Date): Promise<void> {
    await this.orm.em.fork().nativeDelete(AdminSession, {
      $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleSince } }],
    });
  }
}
