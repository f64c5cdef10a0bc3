import { DEAL_STATES, type AdminDeal } from '@bli/contracts';
import { DEAL_PRICE_GONE_TEXT, formatInr, pageCount } from '@bli/domain';
import { Button, Card, CardBody, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { listQueryFromSearch, searchFromListQuery } from '../lib/list-query';
import { formatIst } from '@bli/domain';
import { ListFilters, ListPager } from '../layout/list-controls';
import { DEAL_TYPE_LABELS } from './deal-form';
import { DEAL_STATE_LABELS, DealStateBadge } from './deal-state-badge';
import { DEALS_KEY, dealListQuery, expireDeal, type DealListQuery } from './deals.queries';

function ExpireButton({ deal }: { deal: AdminDeal }) {
  const queryClient = useQueryClient();
  const expire = useMutation({
    mutationFn: () => expireDeal(deal.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DEALS_KEY });
      toast({ title: 'Deal expired', description: `${deal.title} is off the site.` });
    },
    onError: (error) =>
      toast({
        title: 'Expire failed',
        description: readableError(error, 'The deal could not be expired'),
        variant: 'destructive',
      }),
  });
  if (deal.state === 'ended') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={expire.isPending}
      onClick={() => {
        if (window.confirm(`End "${deal.title}" now? Shoppers stop seeing it.`)) expire.mutate();
      }}
    >
      Expire
    </Button>
  );
}

function DealRow({ deal }: { deal: AdminDeal }) {
  return (
    <tr data-testid={`deal-row-${deal.id}`}>
      <td className="max-w-sm p-2">
        <Link to={`/deals/${deal.id}`} className="font-medium text-slate-900 hover:underline">
          {deal.title}
        </Link>
        <span className="block text-xs text-slate-500">
          {`${deal.laptop.brand} ${deal.laptop.title}`}{' '}
          <span className="font-mono">{deal.laptop.asin}</span>
        </span>
      </td>
      <td className="p-2">
        {DEAL_TYPE_LABELS[deal.dealType]}
        {deal.bankName && <span className="block text-xs text-slate-500">{deal.bankName}</span>}
      </td>
      <td className="p-2 tabular-nums">
        {formatInr(deal.discountPrice)}
        <span className="block text-xs text-slate-500">
          now {formatInr(deal.laptop.currentPrice)}
        </span>
        {!deal.priceAvailable && (
          <span className="block text-xs font-medium text-red-700">{DEAL_PRICE_GONE_TEXT}</span>
        )}
      </td>
      <td className="p-2 text-xs text-slate-600">
        {formatIst(deal.startsAt)}
        <span className="block">to {formatIst(deal.expiresAt)}</span>
      </td>
      <td className="p-2">
        <DealStateBadge state={deal.state} />
        {deal.laptopStatus !== 'active' && (
          <span className="block text-xs font-medium text-red-700">
            Laptop not on sale: shoppers do not see this deal
          </span>
        )}
      </td>
      <td className="p-2">
        <ExpireButton deal={deal} />
      </td>
    </tr>
  );
}

/** `/admin/deals`: every deal, searched, filtered by state and paged by the server. */
export default function DealsPage() {
  const [search, setSearch] = useSearchParams();
  const query = listQueryFromSearch(search, DEAL_STATES);
  const list = useQuery(dealListQuery(query));
  const go = (next: DealListQuery) => setSearch(searchFromListQuery(next));
  const pages = list.data ? Math.max(1, pageCount(list.data.total, list.data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Deals</h1>
          <p className="text-sm text-slate-600">
            Offers on one laptop each. Shoppers see a deal from its start to its end (times in IST);
            expire one to end it now.
          </p>
        </div>
        <Button asChild>
          <Link to="/deals/new">
            <Plus className="h-4 w-4" aria-hidden="true" />
            New deal
          </Link>
        </Button>
      </div>
      <Card>
        <CardBody className="grid gap-4">
          <ListFilters
            key={search.toString()}
            query={query}
            states={DEAL_STATES}
            labels={DEAL_STATE_LABELS}
            placeholder="Title, bank, laptop or ASIN"
            onChange={go}
          />
          {list.isPending && <Skeleton className="h-64" />}
          {list.isError && (
            <p role="alert" className="text-sm text-red-700">
              {readableError(list.error, 'The deals could not be loaded.')}
            </p>
          )}
          {list.data && (
            <>
              <p className="text-sm text-slate-600">{`${list.data.total} deals`}</p>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-xs uppercase text-slate-500">
                    <tr>
                      <th className="p-2">Deal</th>
                      <th className="p-2">Type</th>
                      <th className="p-2">Deal price</th>
                      <th className="p-2">Runs (IST)</th>
                      <th className="p-2">State</th>
                      <th className="p-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.items.map((deal) => (
                      <DealRow key={deal.id} deal={deal} />
                    ))}
                  </tbody>
                </table>
              </div>
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
