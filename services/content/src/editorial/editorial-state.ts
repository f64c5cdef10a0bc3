import type { EditorialState } from '@bli/contracts';
import { InvalidInputError } from '@bli/server-kit';

const refused = (field: string, message: string) =>
  new InvalidInputError(message, { fields: [{ field, message }] });

/**
 * The draft → scheduled → published → unpublished rules every editorial entry follows: what each
 * action may start from and what it leads to. Pure, so the schedule is tested with a fixed clock.
 */
export interface EditorialStatus {
  state: EditorialState;
  publishAt: Date | null;
  /** When it first went live; stays once set. */
  publishedAt: Date | null;
}

/** Live now: published, keeping the first time it went live. */
export function publishNow(current: EditorialStatus, now: Date): EditorialStatus {
  if (current.state === 'published') throw refused('state', 'state: already published');
  return { state: 'published', publishAt: null, publishedAt: current.publishedAt ?? now };
}

/** Live at `publishAt`, which must be later than now. */
export function schedule(current: EditorialStatus, publishAt: Date, now: Date): EditorialStatus {
  if (current.state === 'published')
    throw refused('state', 'state: already published; unpublish it first');
  if (publishAt.getTime() <= now.getTime())
    throw refused('publishAt', 'publishAt must be in the future');
  return { state: 'scheduled', publishAt, publishedAt: current.publishedAt };
}

/** Off the site (a scheduled entry no longer goes live). */
export function unpublish(current: EditorialStatus): EditorialStatus {
  if (current.state !== 'published' && current.state !== 'scheduled')
    throw refused('state', `state: a ${current.state} entry is not on the site`);
  return { state: 'unpublished', publishAt: null, publishedAt: current.publishedAt };
}

/** Whether the schedule should publish it at `now` (the same rule the database's UPDATE uses). */
export function isDue(current: EditorialStatus, now: Date): boolean {
  return (
    current.state === 'scheduled' &&
    current.publishAt !== null &&
    current.publishAt.getTime() <= now.getTime()
  );
}
