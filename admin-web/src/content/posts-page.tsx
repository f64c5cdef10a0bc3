import { EDITORIAL_STATES, type EditorialState } from '@bli/contracts';
import { pageCount } from '@bli/domain';
import { Button, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { formatIst } from '../laptops/audit-format';
import { postListQueryFromSearch, searchFromPostListQuery } from './post-list-query';
import { postListQuery, type PostListQuery } from './posts.queries';
import { PostStateBadge, STATE_LABELS } from './state-badge';

const inputClasses = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';

function Filters({
  query,
  onChange,
}: {
  query: PostListQuery;
  onChange: (q: PostListQuery) => void;
}) {
  const [q, setQ] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: q.trim() || undefined, page: 1 });
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} role="search">
      <label className="grid gap-1 text-sm font-medium">
        Search
        <input
          type="search"
          name="q"
          placeholder="Words of the title or slug"
          className={`${inputClasses} w-72`}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        State
        <select
          name="state"
          className={inputClasses}
          value={query.state ?? ''}
          onChange={(event) =>
            onChange({
              ...query,
              state: (event.target.value || undefined) as EditorialState | undefined,
              page: 1,
            })
          }
        >
          <option value="">Any state</option>
          {EDITORIAL_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** `/admin/content/posts`: every post in any state, searched, filtered and paged by the server. */
export default function PostsPage() {
  const [search, setSearch] = useSearchParams();
  const query = postListQueryFromSearch(search);
  const list = useQuery(postListQuery(query));
  const go = (next: PostListQuery) => setSearch(searchFromPostListQuery(next));
  const pages = list.data ? Math.max(1, pageCount(list.data.total, list.data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Posts</h1>
          <p className="text-sm text-slate-600">
            Blog posts in every state. Open one to edit, schedule, publish or restore a revision.
          </p>
        </div>
        <Button asChild>
          <Link to="/content/posts/new">
            <Plus className="h-4 w-4" aria-hidden="true" />
            New post
          </Link>
        </Button>
      </div>
      <Card>
        <CardBody className="grid gap-4">
          <Filters key={search.toString()} query={query} onChange={go} />
          {list.isPending && <Skeleton className="h-64" />}
          {list.isError && (
            <p role="alert" className="text-sm text-red-700">
              {readableError(list.error, 'The posts could not be loaded.')}
            </p>
          )}
          {list.data && (
            <>
              <p className="text-sm text-slate-600" data-testid="posts-total">
                {list.data.total} posts
              </p>
              {list.data.items.length === 0 ? (
                <p className="py-8 text-center text-slate-600">No post matches.</p>
              ) : (
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-slate-600">
                    <tr>
                      <th className="p-2">Post</th>
                      <th className="p-2">State</th>
                      <th className="p-2">Goes live / went live</th>
                      <th className="p-2">Last change</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {list.data.items.map((post) => (
                      <tr key={post.id} data-testid={`post-row-${post.id}`}>
                        <td className="p-2">
                          <Link
                            to={`/content/posts/${post.id}`}
                            className="font-medium text-slate-900 hover:underline"
                          >
                            {post.title}
                          </Link>
                          <span className="block font-mono text-xs text-slate-500">
                            /blog/{post.slug}
                          </span>
                        </td>
                        <td className="p-2">
                          <PostStateBadge state={post.state} />
                        </td>
                        <td className="p-2 text-slate-600">
                          {post.publishAt
                            ? formatIst(post.publishAt)
                            : post.publishedAt
                              ? formatIst(post.publishedAt)
                              : '—'}
                        </td>
                        <td className="p-2 text-slate-600">{formatIst(post.updatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page <= 1}
                  onClick={() => go({ ...query, page: query.page - 1 })}
                >
                  Previous
                </Button>
                <span>
                  Page {query.page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page >= pages}
                  onClick={() => go({ ...query, page: query.page + 1 })}
                >
                  Next
                </Button>
              </nav>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
