import { Button, Card, CardBody, toast } from '@bli/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AdminPost } from '@bli/contracts';
import { readableError } from '../lib/api-error';
import { formatIst } from '../laptops/audit-format';
import { restoreRevision, revisionsQuery } from './posts.queries';

/** Every saved version, newest first; restoring one saves its fields as a new revision. */
export function RevisionHistory({
  post,
  dirty,
  onRestored,
}: {
  post: AdminPost;
  dirty: boolean;
  onRestored: (post: AdminPost) => void;
}) {
  const revisions = useQuery(revisionsQuery(post.id));
  const restore = useMutation({
    mutationFn: (number: number) => restoreRevision(post.id, number),
    onSuccess: (answer, number) => {
      onRestored(answer);
      toast({ title: 'Restored', description: `Revision ${number} is the post again.` });
    },
    onError: (error) =>
      toast({
        title: 'Restore failed',
        description: readableError(error, 'The revision could not be restored'),
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardBody className="grid gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <History className="h-4 w-4" aria-hidden="true" /> Revisions
        </h2>
        {dirty && (
          <p className="text-xs text-amber-800">Save or discard your changes to restore one.</p>
        )}
        <ol className="grid gap-2 text-sm" data-testid="revisions">
          {(revisions.data ?? []).map((revision) => (
            <li key={revision.number} className="flex items-start justify-between gap-2">
              <span>
                <span className="font-medium">#{revision.number}</span> {revision.fields.title}
                <span className="block text-xs text-slate-500">
                  {formatIst(revision.at)} · {revision.operator}
                </span>
              </span>
              {revision.number !== post.revision && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={dirty || restore.isPending}
                  onClick={() => restore.mutate(revision.number)}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
