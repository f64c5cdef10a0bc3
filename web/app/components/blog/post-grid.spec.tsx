import { renderToStaticMarkup } from 'react-dom/server';
import { NO_POSTS_MESSAGE, PostGrid } from './post-grid';

it('shows the spec message when a category has no posts', () => {
  expect(NO_POSTS_MESSAGE).toBe('No blog posts found for the selected category.');
  expect(renderToStaticMarkup(<PostGrid posts={[]} />)).toContain(NO_POSTS_MESSAGE);
});
