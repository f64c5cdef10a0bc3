import { RETIREMENT_PROPOSAL_DAYS, type AttentionItem } from '@bli/contracts';
import { Badge, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { formatIst } from '@bli/domain';
import { attentionQuery } from '../laptops/laptops.queries';
import { StatusBadge } from '../laptops/status-badge';

const REASONS: Record<AttentionItem['reason'], string> = {
  'unavailable-30-days': `No offer for ${RETIREMENT_PROPOSAL_DAYS} days: proposed for retirement`,
  'retailer-missing': 'Amazon no longer knows this ASIN',
};

/** Laptops an operator should look at: no offer for 30 days, or unknown to the retailer. */
export function AttentionCard() {
  const attention = useQuery(attentionQuery);
  return (
    <Card data-testid="attention-card">
      <CardBody className="grid gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle className="h-5 w-5 text-amber-600" aria-hidden="true" />
          Needs attention
          {attention.data && attention.data.length > 0 && (
            <Badge tone="brand">{attention.data.length}</Badge>
          )}
        </h2>
        {attention.isPending && <Skeleton className="h-16" />}
        {attention.isError && (
          <p role="alert" className="text-sm text-red-700">
            The laptops needing attention could not be loaded.
          </p>
        )}
        {attention.data?.length === 0 && (
          <p className="text-sm text-slate-600">Nothing needs attention.</p>
        )}
        {attention.data && attention.data.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {attention.data.map((item) => (
              <li
                key={`${item.asin}-${item.reason}`}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <div>
                  <Link
                    to={`/laptops/${item.asin}`}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {REASONS[item.reason]} · since {formatIst(item.since)}
                  </p>
                </div>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
