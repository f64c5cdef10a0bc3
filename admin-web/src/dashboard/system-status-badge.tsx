import { Badge } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { systemStatusQuery } from './dashboard.queries';

/**
 * "System Status: Online" only when every service answered ready; otherwise the names of
 * those that did not (from the gateway's readiness round, not a constant).
 */
export function SystemStatusBadge() {
  const status = useQuery(systemStatusQuery);
  if (status.isPending) return <Badge tone="neutral">System Status: Checking...</Badge>;
  if (status.isError) return <Badge tone="danger">System Status: Unknown (gateway error)</Badge>;
  if (status.data.online) return <Badge tone="success">System Status: Online</Badge>;
  const down = status.data.services.filter((service) => !service.ready);
  return (
    <Badge
      tone="danger"
      title={down.map((s) => `${s.name}: ${s.message ?? 'not ready'}`).join('\n')}
    >
      System Status: Degraded - {down.map((service) => service.name).join(', ')} down
    </Badge>
  );
}
