import type { BlogPost } from '@bli/contracts';
import { staticIsland } from '../static-island';
import { ShareButton } from './share-button';

// The heading and the cover are static islands; only the share button hydrates.
const PostHeading = await staticIsland(() =>
  import('./post-heading').then((module) => module.PostHeading),
);
const PostCover = await staticIsland(() =>
  import('./post-cover').then((module) => module.PostCover),
);

/** Breadcrumb, category, h1, lead, byline, date, read time, tags, share button and cover. */
export function PostHeader({ post }: { post: BlogPost }) {
  return (
    <header className="flex flex-col gap-6">
      <PostHeading post={post} />
      <div>
        <ShareButton />
      </div>
      <PostCover
        image={post.featuredImage}
        category={post.category}
        size="lg"
        eager
        className="rounded-2xl shadow-sm"
      />
    </header>
  );
}
