import { Badge, Button, Card, CardBody, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Loader2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error';
import { isLowOnTokens, keepaApiCalls, keepaConnection } from './keepa-figures';
import { keepaSync, keepaTokensQuery } from './keepa.queries';
import { KeepaSearch } from './keepa-search';
import { formatRefillTime } from './refill-time';

const BADGES = {
  checking: <Badge tone="neutral">Checking...</Badge>,
  connected: <Badge tone="success">Connected</Badge>,
  disconnected: <Badge tone="danger">Disconnected</Badge>,
} as const;

function Tile({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-md border border-slate-200 p-4" data-testid={testId}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
    </div>
  );
}

/** docs/product-rules.md §2 "Keepa API" tab: token status (polled every 60 s) and sync of every product. */
export function KeepaTab() {
  const tokens = useQuery(keepaTokensQuery);
  const queryClient = useQueryClient();
  const connection = keepaConnection({ isPending: tokens.isPending, hasData: !!tokens.data });
  const syncAll = useMutation({
    mutationFn: () => keepaSync({}),
    onSuccess: (result) => {
      toast({
        title: 'Sync completed',
        description: `Successfully synchronized ${result.productsProcessed} products`,
      });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['keepa', 'tokens'] });
    },
    onError: (error) => {
      toast({
        title: 'Sync failed',
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? error.message)
            : 'Failed to synchronize data',
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <CardBody className="grid gap-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              Keepa API Status {BADGES[connection]}
            </h2>
            <p className="text-sm text-slate-600">
              Price history from Keepa: the fallback when the Amazon API cannot be used.
            </p>
          </div>
          <Button onClick={() => syncAll.mutate()} disabled={syncAll.isPending}>
            {syncAll.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
            )}
            Sync All Products
          </Button>
        </div>

        {tokens.isError && (
          <p role="alert" className="text-sm text-red-700">
            Keepa could not be reached: {(tokens.error as Error).message}
          </p>
        )}
        {tokens.data && (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <Tile testId="keepa-tokens-left" label="Tokens Left" value={tokens.data.tokensLeft} />
              <Tile
                testId="keepa-refill"
                label="Refill In"
                value={formatRefillTime(tokens.data.refillIn)}
              />
              <Tile
                testId="keepa-api-calls"
                label="API Calls"
                value={keepaApiCalls(tokens.data.tokensLeft)}
              />
            </div>
            {isLowOnTokens(tokens.data.tokensLeft) && (
              <p
                role="alert"
                className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-800"
              >
                <AlertTriangle className="h-4 w-4" aria-hidden="true" />
                Low token count - consider upgrading your Keepa plan
              </p>
            )}
          </>
        )}
        <div className="rounded-md bg-slate-50 p-4 text-sm text-slate-700" data-testid="keepa-cost">
          <p className="font-medium">Cost comparison</p>
          <p>Amazon API: €0/month · Keepa API: €19/month</p>
        </div>
        <KeepaSearch />
      </CardBody>
    </Card>
  );
}
