import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { LoginFailure } from '../entities';

@Injectable()
export class LoginFailuresRepository {
  constructor(private readonly orm: MikroORM) {}

  /** The latest `limit` failures since an instant for one account or one address, newest first. */
  async latest(key: 'email' | 'ip', value: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        LoginFailure,
        { [key]: value, failedAt: { $gt: since } },
        { orderBy: { failedAt: 'desc' }, limit, fields: ['failedAt'] },
      );
    return rows.map((row) => row.failedAt);
  }

  async record(email: string, ip: string, at: Date): Promise<void> {
    const em = this.orm.em.fork();
    em.create(LoginFailure, { email, ip, failedAt: at });
    await em.flush();
  }

  /** After a successful login: that account's failures go (other accounts' stay counted). */
  async clearAccount(email: string): Promise<void> {
    await this.orm.em.fork().nativeDelete(LoginFailure, { email });
  }

  async deleteBefore(before: Date): Promise<void> {
    await this.orm.em.fork().nativeDelete(LoginFailure, { failedAt: { $lte: before } });
  }
}
