import { Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { readableError } from '../lib/api-error';
import { formatIst } from '@bli/domain';
import { auditFieldLabel, auditValueText, formatAuditValue } from './audit-format';
import { auditQuery } from './laptops.queries';

/** Who changed what on the laptop and when (India time), newest first. Nothing is deleted. */
export function AuditLog({ asin }: { asin: string }) {
  const audit = useQuery(auditQuery(asin));
  if (audit.isPending) return <Skeleton className="h-40" />;
  if (audit.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {readableError(audit.error, 'The audit log could not be loaded.')}
      </p>
    );
  }
  if (audit.data.length === 0) {
    return <p className="text-sm text-slate-600">No change recorded yet.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="audit-log">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="p-2">When</th>
            <th className="p-2">Who</th>
            <th className="p-2">What</th>
            <th className="p-2">Old</th>
            <th className="p-2">New</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {audit.data.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap p-2 text-slate-600">{formatIst(entry.at)}</td>
              <td className="p-2">{entry.operator}</td>
              <td className="p-2 font-medium">{auditFieldLabel(entry.field)}</td>
              <td className="max-w-xs p-2 text-slate-600" title={auditValueText(entry.oldValue)}>
                {formatAuditValue(entry.oldValue)}
              </td>
              <td className="max-w-xs p-2" title={auditValueText(entry.newValue)}>
                {formatAuditValue(entry.newValue)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
