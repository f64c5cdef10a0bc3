import { Badge, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { StatTile } from '../layout/stat-tile';
import { formatIst } from '../lib/ist-time';
import { alertStatsQuery } from './alerts.queries';

/**
 * Price alerts as operators see them (issue #22): how many are waiting, on and paused, what was
 * created, confirmed, sent and failed per day, the deliveries that failed with their retry, and
 * the most watched laptops. Addresses appear masked only ("s***@example.com").
 */
export default function AlertsPage() {
  const stats = useQuery(alertStatsQuery);
  if (stats.isPending) return <Skeleton className="h-64" />;
  if (stats.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The alert figures could not be loaded: {stats.error.message}
      </p>
    );
  }
  const { alerts, addresses, perDay, failures, mostWatched } = stats.data;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">Price alerts</h1>
      <div className="grid gap-4 sm:grid-cols-4" data-testid="alert-counts">
        <StatTile label="Active" value={alerts.active} detail="confirmed, watching prices" />
        <StatTile
          label="Waiting"
          value={alerts.waitingConfirmation}
          detail="for their address to be confirmed"
        />
        <StatTile label="Paused" value={alerts.paused} detail="by their owners" />
        <StatTile
          label="Addresses"
          value={addresses.confirmed}
          detail={`confirmed; ${addresses.unconfirmed} not yet`}
        />
      </div>

      <Card>
        <CardBody className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">Per day (India time)</h2>
          {perDay.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-slate-600">
                <tr>
                  <th className="py-1">Day</th>
                  <th className="py-1 text-right">Created</th>
                  <th className="py-1 text-right">Confirmed</th>
                  <th className="py-1 text-right">Sent</th>
                  <th className="py-1 text-right">Failed</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {perDay.map((day) => (
                  <tr key={day.day} className="border-t border-slate-200">
                    <td className="py-1">{day.day}</td>
                    <td className="py-1 text-right">{day.created}</td>
                    <td className="py-1 text-right">{day.confirmed}</td>
                    <td className="py-1 text-right">{day.sent}</td>
                    <td className="py-1 text-right">{day.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardBody className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">Failed deliveries</h2>
          {failures.length === 0 ? (
            <p className="text-sm text-slate-600">None.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {failures.map((failure, i) => (
                <li key={i} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                  <Badge tone={failure.retryAt ? 'info' : 'danger'}>
                    {failure.retryAt ? `retry ${formatIst(failure.retryAt)}` : 'given up'}
                  </Badge>
                  <span className="font-medium">{failure.address}</span>
                  <span className="text-slate-600">
                    {failure.channel}, {failure.attempts}{' '}
                    {failure.attempts === 1 ? 'attempt' : 'attempts'}: {failure.error}
                  </span>
                  <span className="ml-auto text-slate-500">{formatIst(failure.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardBody className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">Most watched laptops</h2>
          {mostWatched.length === 0 ? (
            <p className="text-sm text-slate-600">No alerts yet.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {mostWatched.map((laptop) => (
                <li key={laptop.slug} className="flex items-center gap-3 p-3 text-sm">
                  <span className="font-medium">{laptop.name}</span>
                  <span className="text-slate-500">{laptop.slug}</span>
                  <span className="ml-auto tabular-nums">
                    {laptop.alerts} {laptop.alerts === 1 ? 'alert' : 'alerts'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
