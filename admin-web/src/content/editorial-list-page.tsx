import { EDITORIAL_STATES, type EditorialState, type Page } from '@bli/contracts';
import { pageCount } from '@bli/domain';
import { Button, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { listQueryFromSearch, searchFromListQuery, type ListQuery } from '../lib/list-query';
import { formatIst } from '@bli/domain';
import { ListFilters, ListPager } from '../layout/list-controls';
import { EditorialStateBadge, STATE_LABELS } from './state-badge';

export type EditorialListQuery = ListQuery<EditorialState>;

/** What a row of a posts or entries list shows. */
export interface EditorialSummary {
  id: number;
  title: string;
  state: EditorialState;
  publishAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/**
 * A list of posts or of one kind of entry, in every state: searched by words of the title or
 * slug, filtered by state and paged by the server, with the address holding all three.
 */
export function EditorialListPage<T extends EditorialSummary, K extends QueryKey>({
  heading,
  intro,
  newLabel,
  basePath,
  noun,
  listQuery,
  pathOf,
}: {
  heading: string;
  intro: string;
  newLabel: string;
  /** The editor of an item is at `{basePath}/{id}`, a new one at `{basePath}/new`. */
  basePath: string;
  /** What the list holds, in the plural ("posts", "guides"). */
  noun: string;
  listQuery: (query: EditorialListQuery) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
  /** Where shoppers find the item. */
  pathOf: (item: T) => string;
}) {
  const [search, setSearch] = useSearchParams();
  const query = listQueryFromSearch(search, EDITORIAL_STATES);
  const list = useQuery(listQuery(query));
  const go = (next: EditorialListQuery) => setSearch(searchFromListQuery(next));
  const pages = list.data ? Math.max(1, pageCount(list.data.total, list.data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="text-sm text-slate-600">{intro}</p>
        </div>
        <Button asChild>
          <Link to={`${basePath}/new`}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {newLabel}
          </Link>
        </Button>
      </div>
      <Card>
        <CardBody className="grid gap-4">
          <ListFilters
            key={search.toString()}
            query={query}
            states={EDITORIAL_STATES}
            labels={STATE_LABELS}
            placeholder="Words of the title or slug"
            onChange={go}
          />
          {list.isPending && <Skeleton className="h-64" />}
          {list.isError && (
            <p role="alert" className="text-sm text-red-700">
              {readableError(list.error, `The ${noun} could not be loaded.`)}
            </p>
          )}
          {list.data && (
            <>
              <p className="text-sm text-slate-600" data-testid="list-total">
                {`${list.data.total} ${noun}`}
              </p>
              {list.data.items.length === 0 ? (
                <p className="py-8 text-center text-slate-600">Nothing matches.</p>
              ) : (
                <table className="w-full text-left text-sm">
                  <thead className="border-b border-slate-200 text-slate-600">
                    <tr>
                      <th className="p-2">Title</th>
                      <th className="p-2">State</th>
                      <th className="p-2">Goes live / went live</th>
                      <th className="p-2">Last change</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {list.data.items.map((item) => (
                      <tr key={item.id} data-testid={`row-${item.id}`}>
                        <td className="p-2">
                          <Link
                            to={`${basePath}/${item.id}`}
                            className="font-medium text-slate-900 hover:underline"
                          >
                            {item.title}
                          </Link>
                          <span className="block font-mono text-xs text-slate-500">
                            {pathOf(item)}
                          </span>
                        </td>
                        <td className="p-2">
                          <EditorialStateBadge state={item.state} />
                        </td>
                        <td className="p-2 text-slate-600">
                          {item.publishAt
                            ? formatIst(item.publishAt)
                            : item.publishedAt
                              ? formatIst(item.publishedAt)
                              : '—'}
                        </td>
                        <td className="p-2 text-slate-600">{formatIst(item.updatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <ListPager
                page={query.page}
                pages={pages}
                onPage={(page) => go({ ...query, page })}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
