import type { OperatorSession } from '@bli/contracts';
import { Badge, Button, Card, CardBody, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readableError } from '../lib/api-error';
import { formatIst } from '@bli/domain';
import { endSession, OPERATOR_SESSIONS_KEY, operatorSessionsQuery } from './account.queries';
import { browserName } from './browser-name';

function SessionRow({ session }: { session: OperatorSession }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => endSession(session.id),
    onSuccess: () => {
      toast({
        title: 'Session ended',
        description: `${browserName(session.userAgent)} is signed out.`,
      });
      void queryClient.invalidateQueries({ queryKey: OPERATOR_SESSIONS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: readableError(error, 'Failed to end the session'),
        variant: 'destructive',
      }),
  });
  return (
    <tr data-testid="operator-session">
      <td className="p-2" title={session.userAgent}>
        {browserName(session.userAgent)}
      </td>
      <td className="p-2 font-mono text-xs">{session.address}</td>
      <td className="p-2">{formatIst(session.createdAt)}</td>
      <td className="p-2">{formatIst(session.lastSeenAt)}</td>
      <td className="p-2 text-right">
        {session.current ? (
          <Badge tone="success">This session</Badge>
        ) : (
          <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => end.mutate()}>
            End this session
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Where the operator is signed in: browser, address, since when, last used; others can be ended. */
export function SessionsCard() {
  const sessions = useQuery(operatorSessionsQuery);
  return (
    <Card>
      <CardBody className="p-6">
        <h2 className="text-lg font-semibold">Sessions</h2>
        <p className="mt-1 text-sm text-slate-600">
          Where you are signed in. End a session you do not recognise, then change your password.
        </p>
        {sessions.isPending && <Skeleton className="mt-4 h-24" />}
        {sessions.isError && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {readableError(sessions.error, 'Failed to load your sessions')}
          </p>
        )}
        {sessions.data && (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600">
                <tr>
                  <th className="p-2 font-medium">Browser</th>
                  <th className="p-2 font-medium">Address</th>
                  <th className="p-2 font-medium">Signed in</th>
                  <th className="p-2 font-medium">Last seen</th>
                  <th className="p-2" />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sessions.data.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
