import { AdminSession } from './admin-session.entity';
import { AdminUser } from './admin-user.entity';
import { LoginFailure } from './login-failure.entity';

export { AdminSession, AdminUser, LoginFailure };

export const gatewayEntities = [AdminUser, AdminSession, LoginFailure];
