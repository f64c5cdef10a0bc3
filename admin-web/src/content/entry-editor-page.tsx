import type { AdminEntry, EntryKind } from '@bli/contracts';
import { Button, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { NotFoundPage } from '../layout/not-found-page';
import { EditorialStatePanel } from './editorial-state-panel';
import {
  createEntry,
  entriesKey,
  entryAuditQuery,
  entryKey,
  entryQuery,
  entryRevisionsQuery,
  publishEntry,
  restoreEntryRevision,
  scheduleEntry,
  unpublishEntry,
  updateEntry,
} from './entries.queries';
import {
  bodyProblems,
  entryChangesOf,
  hasEntryChanges,
  newEntryOf,
  problemsByPlace,
  serverProblems,
  savedAs,
} from './entry-form';
import { ENTRY_SCREENS, isEntryKind, type EntryForms, type EntryScreen } from './entry-screens';
import { HistoryPanel } from './history-panel';
import { KeptDraftBanner } from './kept-draft-banner';
import { slugFromTitle } from './post-form';
import { RevisionHistory } from './revision-history';
import { EditorialStateBadge } from './state-badge';
import { draftKey, forgetDraft, useKeptDraft, useUnsavedChanges } from './unsaved-changes';

/** `/admin/content/{kind}/:id` (or `new`): the editor of a guide, use-case list, comparison or author. */
export default function EntryEditorPage() {
  const { kind, id } = useParams();
  if (!isEntryKind(kind)) return <NotFoundPage />;
  return <EntryLoader key={kind} kind={kind} id={id === 'new' ? 'new' : Number(id)} />;
}

function EntryLoader({ kind, id }: { kind: EntryKind; id: number | 'new' }) {
  const entry = useQuery({ ...entryQuery(kind, id === 'new' ? 0 : id), enabled: id !== 'new' });
  const screen = ENTRY_SCREENS[kind];
  if (id !== 'new' && entry.isPending) return <Skeleton className="h-96" />;
  if (id !== 'new' && entry.isError)
    return (
      <p role="alert" className="text-red-700">
        {readableError(entry.error, `The ${screen.one} could not be loaded.`)}
      </p>
    );
  const saved = id === 'new' ? null : (entry.data ?? null);
  // Re-mounted on each saved version: the form starts from what the server answered.
  return (
    <EntryEditor
      key={saved ? `${saved.id}-${saved.revision}-${saved.state}` : 'new'}
      kind={kind}
      screen={screen as EntryScreen<typeof kind>}
      entry={saved}
    />
  );
}

function EntryEditor<K extends EntryKind>({
  kind,
  screen,
  entry,
}: {
  kind: K;
  screen: EntryScreen<K>;
  entry: AdminEntry | null;
}) {
  const formKind = screen.form;
  const saved = entry ? savedAs<K>(entry.fields) : null;
  const keptKey = draftKey(kind, entry?.id ?? 'new');
  const start = saved ? formKind.formOf(saved) : formKind.empty;
  const [form, setForm] = useState<EntryForms[K]>(start);
  const kept = useKeptDraft(keptKey, start, setForm);
  const dirty = hasEntryChanges(formKind, saved, form);
  const letThrough = useUnsavedChanges(keptKey, form, dirty);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const changed = (answer: AdminEntry) => {
    forgetDraft(keptKey);
    queryClient.setQueryData(entryKey(kind, answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: entriesKey(kind) });
  };
  const save = useMutation({
    mutationFn: () =>
      entry && saved
        ? updateEntry(entry.id, entryChangesOf(formKind, saved, form))
        : createEntry(newEntryOf(formKind, form)),
    onSuccess: (answer) => {
      changed(answer);
      toast({ title: 'Saved', description: `Revision ${answer.revision} kept.` });
      if (!entry) {
        letThrough();
        void navigate(`/content/${kind}/${answer.id}`, { replace: true });
      }
    },
    onError: (error) => setProblems(problemsByPlace(serverProblems(error), form)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = saved ? entryChangesOf(formKind, saved, form) : newEntryOf(formKind, form);
    const found = bodyProblems(body, !saved);
    setProblems(problemsByPlace(found, form));
    if (found.length === 0) save.mutate();
  };
  // A new entry's slug follows what names it until the slug is typed.
  const change = (next: EntryForms[K]) =>
    setForm((current) => {
      const follows = !entry && current.slug === slugFromTitle(formKind.slugSource(current));
      return follows ? { ...next, slug: slugFromTitle(formKind.slugSource(next)) } : next;
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`/content/${kind}`}
          className="inline-flex items-center gap-1 text-sm text-slate-600"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All {screen.many}
        </Link>
        {entry && <EditorialStateBadge state={entry.state} />}
      </div>
      <h1 className="text-2xl font-bold">{entry ? entry.title : `New ${screen.one}`}</h1>
      {entry && <p className="font-mono text-xs text-slate-500">{entry.path}</p>}
      {kept && <KeptDraftBanner onRestore={kept.restore} onDiscard={kept.discard} />}
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label={screen.one}>
          {screen.renderFields({ form, onChange: change, problems, entry })}
          {problems.form && (
            <p role="alert" className="text-sm text-red-700">
              {problems.form}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={!dirty || save.isPending}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {entry ? 'Save' : 'Create draft'}
            </Button>
          </div>
        </form>
        {entry && saved && (
          <aside className="grid content-start gap-4">
            <EditorialStatePanel
              item={entry}
              dirty={dirty}
              actions={{
                publish: () => publishEntry(kind, entry.id),
                schedule: (publishAt) => scheduleEntry(kind, entry.id, publishAt),
                unpublish: () => unpublishEntry(kind, entry.id),
              }}
              onChanged={changed}
            />
            <RevisionHistory
              revisionsQuery={entryRevisionsQuery(kind, entry.id)}
              current={{ revision: entry.revision, fields: entry.fields }}
              // Every revision of the entry is of its kind.
              describe={(fields) => formKind.nameOf(savedAs<K>(fields))}
              dirty={dirty}
              restore={(number) => restoreEntryRevision(kind, entry.id, number)}
              onRestored={changed}
            />
            <HistoryPanel auditQuery={entryAuditQuery(kind, entry.id)} />
          </aside>
        )}
      </div>
    </div>
  );
}
