import type { EditorialState } from '@bli/contracts';
import { formatIst } from '@bli/domain';

/** The preview banner's heading: "Preview — draft". */
export function previewHeading(state: EditorialState): string {
  return `Preview — ${state}`;
}

/** What the state means for shoppers, said under the preview's heading. */
export function previewNote(state: EditorialState, publishAt: string | null): string {
  switch (state) {
    case 'draft':
      return 'Shoppers do not see this post: it is a draft.';
    case 'scheduled':
      return publishAt
        ? `Shoppers see this post from ${formatIst(publishAt)}.`
        : 'Shoppers see this post once its schedule publishes it.';
    case 'published':
      return 'Shoppers see this post now.';
    case 'unpublished':
      return 'Shoppers do not see this post: it was taken off the site.';
  }
}
