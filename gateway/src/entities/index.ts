import { AdminSession } from './admin-session.entity';
import { AdminUser } from './admin-user.entity';
import { CacheVersion } from './cache-version.entity';
import { LoginFailure } from './login-failure.entity';
import { RateLimitCounter } from './rate-limit-counter.entity';

export { AdminSession, AdminUser, CacheVersion, LoginFailure, RateLimitCounter };

export const gatewayEntities = [
  AdminUser,
  AdminSession,
  LoginFailure,
  RateLimitCounter,
  CacheVersion,
];
