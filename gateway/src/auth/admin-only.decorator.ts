import { SetMetadata } from '@nestjs/common';

export const ADMIN_ONLY = 'bli:admin-only';

/**
 * Marks a route or a whole controller as operator-only: the admin session guard answers 401
 * without a session and 403 when a state-changing call lacks its CSRF token or same-origin Origin.
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);
