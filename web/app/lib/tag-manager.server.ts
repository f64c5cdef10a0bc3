import { TAG_MANAGER_ID } from './analytics';

/** GTM_CONTAINER_ID when it has a container id's shape; anything else means no tag manager. */
export function configuredTagManagerId(): string | null {
  const id = process.env.GTM_CONTAINER_ID?.trim() ?? '';
  return TAG_MANAGER_ID.test(id) ? id : null;
}
