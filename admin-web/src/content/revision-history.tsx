import { Button, Card, CardBody, toast } from '@bli/ui';
import { useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { readableError } from '../lib/api-error';
import { formatIst } from '@bli/domain';
import { RevisionCompare, type ComparableVersion } from './revision-compare-dialog';

/** One saved version of a post's or entry's fields. */
export interface SavedRevision<F> {
  number: number;
  operator: string;
  at: string;
  fields: F;
}

/**
 * Every saved version, newest first; any two (or one and the entry now) compared; restoring one
 * saves its fields as a new revision.
 */
export function RevisionHistory<F, A, K extends QueryKey>({
  revisionsQuery,
  current,
  describe,
  dirty,
  restore,
  onRestored,
}: {
  revisionsQuery: UseQueryOptions<SavedRevision<F>[], Error, SavedRevision<F>[], K>;
  /** The revision the entry is at and its fields as saved. */
  current: { revision: number; fields: F };
  /** A version's name in the list, e.g. its title. */
  describe: (fields: F) => string;
  dirty: boolean;
  restore: (number: number) => Promise<A>;
  onRestored: (answer: A) => void;
}) {
  const revisions = useQuery(revisionsQuery);
  const restoring = useMutation({
    mutationFn: restore,
    onSuccess: (answer, number) => {
      onRestored(answer);
      toast({ title: 'Restored', description: `Revision ${number} is the current one again.` });
    },
    onError: (error) =>
      toast({
        title: 'Restore failed',
        description: readableError(error, 'The revision could not be restored'),
        variant: 'destructive',
      }),
  });
  const list = revisions.data ?? [];
  const versions: ComparableVersion[] = [
    { value: 'current', label: `Now (#${current.revision})`, fields: current.fields },
    ...list.map((revision) => ({
      value: String(revision.number),
      label: `#${revision.number} · ${formatIst(revision.at)}`,
      fields: revision.fields,
    })),
  ];
  const previous = list.find((revision) => revision.number < current.revision);
  return (
    <Card>
      <CardBody className="grid gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <History className="h-4 w-4" aria-hidden="true" /> Revisions
        </h2>
        {dirty && (
          <p className="text-xs text-amber-800">Save or discard your changes to restore one.</p>
        )}
        {revisions.isSuccess && list.length === 0 && (
          <p className="text-xs text-slate-600">No saved revision yet: the first save keeps one.</p>
        )}
        <ol className="grid gap-2 text-sm" data-testid="revisions">
          {list.map((revision) => (
            <li key={revision.number} className="flex items-start justify-between gap-2">
              <span>
                <span className="font-medium">#{revision.number}</span> {describe(revision.fields)}
                <span className="block text-xs text-slate-500">
                  {formatIst(revision.at)} · {revision.operator}
                </span>
              </span>
              {revision.number !== current.revision && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Restore revision ${revision.number}`}
                  disabled={dirty || restoring.isPending}
                  onClick={() => restoring.mutate(revision.number)}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
        {previous && (
          // Re-mounted when a save adds a revision: the picks start from the newest pair again.
          // Without an older revision there is nothing to compare with.
          <RevisionCompare
            key={current.revision}
            versions={versions}
            from={String(previous.number)}
          />
        )}
      </CardBody>
    </Card>
  );
}
