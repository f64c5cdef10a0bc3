import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { createAdmin } from './admin-accounts';
import { AdminUsersRepository } from './admin-users.repository';

export const FIRST_ADMIN = Symbol('FIRST_ADMIN');

export interface FirstAdmin {
  email?: string;
  password?: string;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD create the first operator at start when the gateway schema has
 * none. With admins present they change nothing (use `npm run admin:create` to add more).
 */
@Injectable()
export class FirstAdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    private readonly users: AdminUsersRepository,
    @Inject(FIRST_ADMIN) private readonly firstAdmin: FirstAdmin,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { email, password } = this.firstAdmin;
    if (!email && !password) return;
    if (!email || !password) {
      throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD (or neither)');
    }
    if ((await this.users.count()) > 0) return;
    try {
      const created = await createAdmin(this.users, email, password);
      this.logger.log(`created the first admin, ${created.email}, from ADMIN_EMAIL`);
    } catch (error) {
      // Another gateway replica may have created it a moment ago.
      if ((await this.users.count()) > 0) return;
      throw new Error(
        `ADMIN_EMAIL / ADMIN_PASSWORD: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
