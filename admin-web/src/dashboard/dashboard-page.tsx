import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@bli/ui';
import { Tag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { RecentActivityTab } from '../activity/recent-activity-tab';
import { KeepaTab } from '../keepa/keepa-tab';
import { PriceRangesTab } from '../price-ranges/price-ranges-tab';
import { AmazonSyncTab } from '../sync/amazon-sync-tab';
import { RangeSyncProvider } from '../sync/range-sync-context';
import { AttentionCard } from './attention-card';
import { StatCards } from './stat-cards';
import { SystemStatusBadge } from './system-status-badge';

const TABS = ['amazon-sync', 'price-ranges', 'keepa', 'activity'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'amazon-sync';

function isTab(value: string | null): value is Tab {
  return TABS.includes(value as Tab);
}

/** docs/product-rules.md §2 "Admin dashboard": header, four stat cards, four tabs (default "amazon-sync"). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : DEFAULT_TAB;
  const selectTab = (value: string) =>
    setParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true });

  return (
    <RangeSyncProvider>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">Admin Dashboard</h1>
            <div className="mt-2">
              <SystemStatusBadge />
            </div>
          </div>
          <Button asChild variant="secondary">
            <Link to="/price-update">
              <Tag className="h-4 w-4" aria-hidden="true" />
              Price Update
            </Link>
          </Button>
        </div>
        <StatCards />
        <AttentionCard />
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="amazon-sync">Amazon API</TabsTrigger>
            <TabsTrigger value="price-ranges">Price Ranges</TabsTrigger>
            <TabsTrigger value="keepa">Keepa API</TabsTrigger>
            <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          </TabsList>
          <TabsContent value="amazon-sync">
            <AmazonSyncTab />
          </TabsContent>
          <TabsContent value="price-ranges">
            <PriceRangesTab />
          </TabsContent>
          <TabsContent value="keepa">
            <KeepaTab />
          </TabsContent>
          <TabsContent value="activity">
            <RecentActivityTab />
          </TabsContent>
        </Tabs>
      </div>
    </RangeSyncProvider>
  );
}
