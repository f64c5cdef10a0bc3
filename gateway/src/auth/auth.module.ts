import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { gatewayOrmConfig } from '../database/mikro-orm.config';
import type { GatewayConfig } from '../gateway.config';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminSessionsRepository } from './admin-sessions.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { AuthController } from './auth.controller';
import { AUTH_OPTIONS, authOptionsFrom } from './auth.options';
import { AuthService } from './auth.service';
import { FIRST_ADMIN, FirstAdminBootstrap } from './first-admin.bootstrap';
import { LoginFailuresRepository } from './login-failures.repository';
import { LoginThrottle } from './login-throttle.service';
import { OperatorAccountController } from './operator-account.controller';
import { OperatorAccountService } from './operator-account.service';
import { TotpCodes } from './totp-codes';

/**
 * Admin identity: operators, server-side sessions, the login throttle, the second factor, the
 * operator's own account, and the global guard that enforces `@AdminOnly()` (admin origin,
 * session, CSRF token and Origin) on every route that carries it.
 */
@Module({})
export class AuthModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        MikroOrmModule.forRoot({
          ...gatewayOrmConfig(config.DATABASE_URL, config),
          registerRequestContext: false,
        }),
      ],
      controllers: [AuthController, OperatorAccountController],
      providers: [
        { provide: AUTH_OPTIONS, useValue: authOptionsFrom(config) },
        {
          provide: FIRST_ADMIN,
          useValue: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
        },
        AdminUsersRepository,
        AdminSessionsRepository,
        LoginFailuresRepository,
        LoginThrottle,
        TotpCodes,
        AuthService,
        OperatorAccountService,
        FirstAdminBootstrap,
        { provide: APP_GUARD, useClass: AdminSessionGuard },
      ],
    };
  }
}
