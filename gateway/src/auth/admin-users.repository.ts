import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictError } from '@bli/server-kit';
import { AdminUser } from '../entities';

@Injectable()
export class AdminUsersRepository {
  constructor(private readonly orm: MikroORM) {}

  findByEmail(email: string): Promise<AdminUser | null> {
    return this.orm.em.fork().findOne(AdminUser, { email });
  }

  count(): Promise<number> {
    return this.orm.em.fork().count(AdminUser);
  }

  /** 409 when an admin with this email exists. */
  async create(email: string, passwordHash: string, now = new Date()): Promise<AdminUser> {
    const em = this.orm.em.fork();
    const user = em.create(AdminUser, { email, passwordHash, createdAt: now });
    try {
      await em.persist(user).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(`An admin with the email ${email} already exists`);
      }
      throw error;
    }
    return user;
  }
}
