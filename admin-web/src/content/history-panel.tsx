import type { ContentAuditEntry } from '@bli/contracts';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Card,
  CardBody,
  Skeleton,
} from '@bli/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { readableError } from '../lib/api-error';
import { contentAuditLine } from './content-audit-format';

/**
 * A post's or entry's audit log, newest first, one line a change: closed at first, asked for
 * when opened.
 */
export function HistoryPanel<K extends QueryKey>({
  auditQuery,
}: {
  auditQuery: UseQueryOptions<ContentAuditEntry[], Error, ContentAuditEntry[], K>;
}) {
  const [open, setOpen] = useState('');
  const audit = useQuery({ ...auditQuery, enabled: open === 'history' });
  return (
    <Card>
      <CardBody>
        <Accordion type="single" collapsible value={open} onValueChange={setOpen}>
          <AccordionItem value="history" className="border-b-0">
            <AccordionTrigger className="py-0 font-semibold">History</AccordionTrigger>
            <AccordionContent className="pb-0 pt-2 text-sm">
              <div className="grid gap-2">
                {audit.isLoading && <Skeleton className="h-16" />}
                {audit.isError && (
                  <p role="alert" className="text-red-700">
                    {readableError(audit.error, 'The history could not be loaded.')}
                  </p>
                )}
                {audit.isSuccess && audit.data.length === 0 && (
                  <p className="text-xs text-slate-600">No change recorded yet.</p>
                )}
                <ol className="grid gap-2" data-testid="audit-history">
                  {(audit.data ?? []).map((entry) => {
                    const line = contentAuditLine(entry);
                    return (
                      <li key={entry.id} className="break-words">
                        {line.text}
                        {line.change && (
                          <span className="block text-xs text-slate-500">{line.change}</span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </div>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </CardBody>
    </Card>
  );
}
