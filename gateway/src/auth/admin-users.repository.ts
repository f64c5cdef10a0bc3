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

  findById(id: number): Promise<AdminUser | null> {
    return this.orm.em.fork().findOne(AdminUser, { id });
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.orm.em.fork().nativeUpdate(AdminUser, { id }, { passwordHash });
  }

  /** An enrolment under way: the sealed secret is kept, the second factor is not on yet. */
  async startTotpEnrolment(id: number, sealedSecret: string): Promise<void> {
    await this.orm.em
      .fork()
      .nativeUpdate(
        AdminUser,
        { id },
        { totpSecret: sealedSecret, totpEnabled: false, totpLastStep: null },
      );
  }

  /**
   * Uses up a code's step: true when the step is newer than the last one used (then it is the
   * last one), false when another request used this step or a later one first.
   */
  async useTotpStep(id: number, step: number, enable: boolean): Promise<boolean> {
    const updated = await this.orm.em
      .fork()
      .nativeUpdate(
        AdminUser,
        { id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
        enable ? { totpLastStep: step, totpEnabled: true } : { totpLastStep: step },
      );
    return updated > 0;
  }

  async disableTotp(id: number): Promise<void> {
    await this.orm.em
      .fork()
      .nativeUpdate(
        AdminUser,
        { id },
        { totpSecret: null, totpEnabled: false, totpLastStep: null },
      );
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
