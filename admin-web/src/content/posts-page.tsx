import { EditorialListPage } from './editorial-list-page';
import { postListQuery } from './posts.queries';

/** `/admin/content/posts`: every post in any state, searched, filtered and paged by the server. */
export default function PostsPage() {
  return (
    <EditorialListPage
      heading="Posts"
      intro="Blog posts in every state. Open one to edit, schedule, publish or restore a revision."
      newLabel="New post"
      basePath="/content/posts"
      noun="posts"
      listQuery={postListQuery}
      pathOf={(post) => `/blog/${post.slug}`}
    />
  );
}
