import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AdminSession, AdminUser } from '../entities';

export interface NewSession {
  idHash: string;
  userId: number;
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface StoredSession {
  idHash: string;
  email: string;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

@Injectable()
export class AdminSessionsRepository {
  constructor(private readonly orm: MikroORM) {}

  async create(session: NewSession): Promise<void> {
    const em = this.orm.em.fork();
    em.create(AdminSession, {
      idHash: session.idHash,
      user: em.getReference(AdminUser, session.userId),
      csrfToken: session.csrfToken,
      createdAt: session.createdAt,
      lastSeenAt: session.createdAt,
      expiresAt: session.expiresAt,
    });
    await em.flush();
  }

  /** The session and its operator's email, in one query by primary key. */
  async find(idHash: string): Promise<StoredSession | null> {
    const session = await this.orm.em
      .fork()
      .findOne(AdminSession, { idHash }, { populate: ['user'], strategy: 'joined' });
    if (!session) return null;
    return {
      idHash: session.idHash,
      email: session.user.getEntity().email,
      csrfToken: session.csrfToken,
      lastSeenAt: session.lastSeenAt,
      expiresAt: session.expiresAt,
    };
  }

  async touch(idHash: string, at: Date): Promise<void> {
    await this.orm.em.fork().nativeUpdate(AdminSession, { idHash }, { lastSeenAt: at });
  }

  async delete(idHash: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(AdminSession, { idHash });
  }

  /** Drops sessions past their absolute end or idle since `idleSince`. */
  async deleteExpired(now: Date, idleSince: Date): Promise<void> {
    await this.orm.em.fork().nativeDelete(AdminSession, {
      $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleSince } }],
    });
  }
}
