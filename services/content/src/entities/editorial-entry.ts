import { Index, Property } from '@mikro-orm/decorators/legacy';
import type { EditorialState } from '@bli/contracts';

/**
 * The columns every editable entry kind shares (guides, use-case lists, CPU comparisons,
 * authors): where it is in the draft → scheduled → published → unpublished life, and its
 * revision. Shoppers see an entry only while it is published; `publishedAt` is set when it first
 * goes live and stays (its slug is fixed from then on).
 */
@Index({ properties: ['state', 'publishAt'] })
export abstract class EditorialEntry {
  @Property({ type: 'string', length: 20 })
  state: EditorialState = 'draft';

  /** When a scheduled entry goes live. */
  @Property({ type: 'datetime', nullable: true })
  publishAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  /** The number of the revision the entry is at (0: none yet, a demo entry). */
  @Property({ type: 'integer', default: 0 })
  revision = 0;

  /** When the entry last changed: the sitemap's lastmod for its page. */
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
