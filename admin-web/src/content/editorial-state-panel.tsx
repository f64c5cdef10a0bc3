import type { EditorialState } from '@bli/contracts';
import { isoFromIstInput, istInputValue } from '@bli/domain';
import { Button, Card, CardBody, toast } from '@bli/ui';
import { useMutation } from '@tanstack/react-query';
import { CalendarClock, EyeOff, Rocket } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { readableError } from '../lib/api-error';
import { formatIst } from '@bli/domain';
import { TextField } from '../layout/form-field';
import { scheduleProblem } from './schedule-time';

/** What moves a post or an entry between its states; each answers it as saved. */
export interface StateActions<A> {
  publish: () => Promise<A>;
  schedule: (publishAt: string) => Promise<A>;
  unpublish: () => Promise<A>;
}

/**
 * The state of a post or entry and its moves (docs/editorial.md): publish now, schedule at a
 * time picked in IST (moved while scheduled), unpublish. Moves wait for unsaved changes.
 */
export function EditorialStatePanel<A>({
  item,
  details,
  dirty,
  actions,
  onChanged,
}: {
  item: {
    state: EditorialState;
    publishAt: string | null;
    publishedAt: string | null;
    revision: number;
  };
  /** More rows of the panel's facts (`<dt>`/`<dd>` pairs). */
  details?: ReactNode;
  dirty: boolean;
  actions: StateActions<A>;
  onChanged: (answer: A) => void;
}) {
  const [when, setWhen] = useState(() =>
    istInputValue(item.publishAt ?? new Date(Date.now() + 3_600_000)),
  );
  const action = useMutation({
    mutationFn: (move: 'publish' | 'schedule' | 'unpublish') =>
      move === 'schedule' ? actions.schedule(isoFromIstInput(when) ?? '') : actions[move](),
    onSuccess: onChanged,
    onError: (error) =>
      toast({
        title: 'Not changed',
        description: readableError(error, 'The state could not be changed'),
        variant: 'destructive',
      }),
  });
  const problem = scheduleProblem(when, new Date());
  const live = item.state === 'published';
  return (
    <Card>
      <CardBody className="grid gap-3 text-sm">
        <h2 className="font-semibold">State</h2>
        <dl className="grid grid-cols-2 gap-1 text-xs text-slate-600">
          <dt>Revision</dt>
          <dd className="text-slate-900">{item.revision}</dd>
          {details}
          {item.publishAt && (
            <>
              <dt>Goes live</dt>
              <dd className="text-slate-900">{formatIst(item.publishAt)}</dd>
            </>
          )}
          {item.publishedAt && (
            <>
              <dt>First live</dt>
              <dd className="text-slate-900">{formatIst(item.publishedAt)}</dd>
            </>
          )}
        </dl>
        {dirty && <p className="text-xs text-amber-800">Save your changes first.</p>}
        {!live && (
          <Button
            type="button"
            disabled={dirty || action.isPending}
            onClick={() => action.mutate('publish')}
          >
            <Rocket className="h-4 w-4" aria-hidden="true" /> Publish now
          </Button>
        )}
        {!live && (
          <div className="grid gap-1">
            <TextField
              label="Go live at (IST)"
              type="datetime-local"
              value={when}
              error={problem ?? undefined}
              onChange={(event) => setWhen(event.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              disabled={dirty || problem !== null || action.isPending}
              onClick={() => action.mutate('schedule')}
            >
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              {item.state === 'scheduled' ? 'Move the time' : 'Schedule'}
            </Button>
          </div>
        )}
        {(live || item.state === 'scheduled') && (
          <Button
            type="button"
            variant="outline"
            disabled={action.isPending}
            onClick={() => action.mutate('unpublish')}
          >
            <EyeOff className="h-4 w-4" aria-hidden="true" /> Unpublish
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
