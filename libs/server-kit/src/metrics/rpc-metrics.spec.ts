import { RpcMetrics } from './rpc-metrics';

describe('RpcMetrics', () => {
  it('renders counters per subject and outcome in Prometheus text', () => {
    const metrics = new RpcMetrics();
    metrics.record('catalogue.deals.list', 'ok');
    metrics.record('catalogue.deals.list', 'ok');
    metrics.record('catalogue.laptops.get-by-slug', 'error');
    expect(metrics.render()).toContain(
      'rpc_messages_total{subject="catalogue.deals.list",outcome="ok"} 2\n',
    );
    expect(metrics.render()).toContain(
      'rpc_messages_total{subject="catalogue.laptops.get-by-slug",outcome="error"} 1\n',
    );
  });
});
