import type { AdminLaptop, LaptopChanges, ParsedField } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import {
  Button,
  Card,
  CardBody,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Archive, Check, CircleAlert, Rocket, Save, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, readableError } from '../lib/api-error';
import { formatIst } from '@bli/domain';
import { AuditLog } from './audit-log';
import { editorErrors, publishRefusal } from './editor-errors';
import { availabilityLabel } from './laptop-list-query';
import { LaptopEditorForm } from './laptop-editor-form';
import {
  changedFields,
  formFromLaptop,
  hasChanges,
  withChanges,
  type LaptopForm,
} from './laptop-form';
import { LaptopPreview } from './laptop-preview';
import { StatusBadge } from './status-badge';
import {
  laptopKey,
  laptopQuery,
  publishLaptop,
  retireLaptop,
  updateLaptop,
} from './laptops.queries';
import { parsedFieldLabel } from './parsed-fields';
import { publishChecklist, stateActions } from './publish-rules';

/** A laptop changed on the server: the editor shows the answer, every list asks again. */
function useLaptopChanged(asin: string) {
  const queryClient = useQueryClient();
  return (laptop: AdminLaptop) => {
    queryClient.setQueryData(laptopKey(asin), laptop);
    void queryClient.invalidateQueries({
      queryKey: ['admin'],
      predicate: (query) => query.queryKey.join('/') !== laptopKey(asin).join('/'),
    });
  };
}

function ParsedBanner({
  laptop,
  onConfirm,
  confirming,
}: {
  laptop: AdminLaptop;
  onConfirm: (fields: ParsedField[]) => void;
  confirming: boolean;
}) {
  if (laptop.parsedFields.length === 0) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="parsed-banner"
    >
      <p>
        <CircleAlert className="mr-1 inline h-4 w-4" aria-hidden="true" />
        {laptop.parsedFields.length} fields were parsed from the listing — check them:{' '}
        {laptop.parsedFields.map(parsedFieldLabel).join(', ')}.
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={confirming}
        onClick={() => onConfirm([...laptop.parsedFields])}
      >
        <Check className="h-4 w-4" aria-hidden="true" />
        All look right
      </Button>
    </div>
  );
}

function StatePanel({ laptop, dirty }: { laptop: AdminLaptop; dirty: boolean }) {
  const changed = useLaptopChanged(laptop.asin);
  const publish = useMutation({
    mutationFn: () => publishLaptop(laptop.asin),
    onSuccess: (answer) => {
      changed(answer);
      toast({ title: 'Published', description: `${answer.title} is on sale on the site.` });
    },
  });
  const retire = useMutation({
    mutationFn: () => retireLaptop(laptop.asin),
    onSuccess: (answer) => {
      changed(answer);
      toast({
        title: 'Retired',
        description: 'Off every list; its page says it is no longer sold.',
      });
    },
    onError: (error) => {
      toast({
        title: 'Retire failed',
        description: readableError(error, 'The laptop could not be retired'),
        variant: 'destructive',
      });
    },
  });
  const actions = stateActions(laptop.status);
  const checklist = publishChecklist(laptop);
  const refusal = publish.isError ? publishRefusal(publish.error) : null;

  return (
    <Card>
      <CardBody className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">State</h2>
          <StatusBadge status={laptop.status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
          <dt>Price</dt>
          <dd className="text-slate-900">{formatInr(laptop.currentPrice)}</dd>
          <dt>Availability</dt>
          <dd className="text-slate-900">{availabilityLabel(laptop.availability)}</dd>
          <dt>Imported</dt>
          <dd className="text-slate-900">{formatIst(laptop.createdAt)}</dd>
          {laptop.publishedAt && (
            <>
              <dt>Published</dt>
              <dd className="text-slate-900">{formatIst(laptop.publishedAt)}</dd>
            </>
          )}
          {laptop.retiredAt && (
            <>
              <dt>Retired</dt>
              <dd className="text-slate-900">{formatIst(laptop.retiredAt)}</dd>
            </>
          )}
          {laptop.unavailableSince && (
            <>
              <dt>No offer since</dt>
              <dd className="text-red-700">{formatIst(laptop.unavailableSince)}</dd>
            </>
          )}
          {laptop.retailerMissingSince && (
            <>
              <dt>Unknown to Amazon since</dt>
              <dd className="text-red-700">{formatIst(laptop.retailerMissingSince)}</dd>
            </>
          )}
        </dl>
        {actions.publish && (
          <>
            <ul className="grid gap-1 text-xs" aria-label="What publishing needs">
              {checklist.map((item) => (
                <li
                  key={item.label}
                  className={item.ok ? 'text-green-700' : 'text-slate-600'}
                  data-ok={item.ok}
                >
                  {item.ok ? (
                    <Check className="mr-1 inline h-3 w-3" aria-hidden="true" />
                  ) : (
                    <X className="mr-1 inline h-3 w-3" aria-hidden="true" />
                  )}
                  {item.label}
                </li>
              ))}
            </ul>
            <Button onClick={() => publish.mutate()} disabled={dirty || publish.isPending}>
              <Rocket className="h-4 w-4" aria-hidden="true" />
              {publish.isPending ? 'Publishing...' : 'Publish'}
            </Button>
            {dirty && (
              <p className="text-xs text-slate-600">Save your changes before publishing.</p>
            )}
          </>
        )}
        {refusal && (
          <div
            role="alert"
            className="rounded-md bg-red-50 p-3 text-sm text-red-800"
            data-testid="publish-refused"
          >
            <p className="font-medium">
              {refusal.missing.length > 0
                ? 'Not published. It still needs:'
                : `Not published: ${refusal.message}`}
            </p>
            {refusal.missing.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {refusal.missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {actions.retire && (
          <Button
            variant="outline"
            onClick={() => retire.mutate()}
            disabled={dirty || retire.isPending}
          >
            <Archive className="h-4 w-4" aria-hidden="true" />
            {retire.isPending ? 'Retiring...' : 'Retire'}
          </Button>
        )}
        {actions.retire && (
          <p className="text-xs text-slate-600">
            Retired laptops leave every list; their page stays, says so, without a buy button.
            Publish again to undo.
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function LaptopEditor({ laptop }: { laptop: AdminLaptop }) {
  const [form, setForm] = useState<LaptopForm>(() => formFromLaptop(laptop));
  const [tab, setTab] = useState('edit');
  const changed = useLaptopChanged(laptop.asin);
  const queryClient = useQueryClient();
  const diff = changedFields(laptop, form);
  const dirty = hasChanges(diff);

  const save = useMutation({
    mutationFn: (changes: LaptopChanges) => updateLaptop(laptop.asin, changes),
    onSuccess: (answer) => {
      changed(answer);
      setForm(formFromLaptop(answer));
      toast({ title: 'Saved', description: 'The changes are recorded in the audit log.' });
    },
  });
  const confirm = useMutation({
    mutationFn: (fields: ParsedField[]) => updateLaptop(laptop.asin, { confirmedFields: fields }),
    // Only the flags change: the form keeps any edit not saved yet.
    onSuccess: changed,
    onError: (error) => {
      toast({
        title: 'Not confirmed',
        description: readableError(error, 'The fields could not be confirmed'),
        variant: 'destructive',
      });
    },
  });
  const serverErrors = save.isError ? editorErrors(save.error) : {};
  const errors = { ...serverErrors, ...diff.errors };
  const changedSet = new Set(Object.keys(diff.changes));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || Object.keys(diff.errors).length > 0) return;
    save.mutate(diff.changes);
  };
  const discard = () => {
    save.reset();
    setForm(formFromLaptop(laptop));
  };
  const preview = withChanges(laptop, diff.changes);
  const refreshAudit = () =>
    void queryClient.invalidateQueries({ queryKey: ['admin', 'laptops', 'audit', laptop.asin] });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <Link to="/laptops" className="inline-flex items-center gap-1 text-sm text-orange-700">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Laptops
          </Link>
          <h1 className="text-2xl font-bold">{laptop.title}</h1>
          <p className="font-mono text-xs text-slate-500">
            {laptop.asin} · /laptop/{laptop.slug}
          </p>
        </div>
      </div>
      <ParsedBanner laptop={laptop} onConfirm={confirm.mutate} confirming={confirm.isPending} />
      <div className="grid items-start gap-4 lg:grid-cols-[1fr_18rem]">
        <Tabs
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            if (next === 'audit') refreshAudit();
          }}
        >
          <TabsList aria-label="Laptop editor">
            <TabsTrigger value="edit">Edit</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
            <TabsTrigger value="audit">Audit log</TabsTrigger>
          </TabsList>
          <TabsContent value="edit">
            <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Laptop">
              <LaptopEditorForm
                laptop={laptop}
                form={form}
                onChange={(changes) => setForm((current) => ({ ...current, ...changes }))}
                errors={errors}
                changed={changedSet}
                onConfirm={confirm.mutate}
                confirming={confirm.isPending}
              />
              <div className="sticky bottom-0 grid gap-2 border-t border-slate-200 bg-white/95 py-3">
                {errors.form && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                    {errors.form}
                  </p>
                )}
                {save.isError && !errors.form && (
                  <p role="alert" className="text-sm text-red-700">
                    {save.error instanceof ApiError && save.error.status === 409
                      ? 'Not saved: see the slug.'
                      : 'Not saved: see the fields marked above.'}
                  </p>
                )}
                <div className="flex items-center justify-end gap-2">
                  <span className="mr-auto text-sm text-slate-600" data-testid="unsaved">
                    {dirty
                      ? `${changedSet.size} unsaved ${changedSet.size === 1 ? 'change' : 'changes'}`
                      : 'No unsaved changes'}
                  </span>
                  <Button type="button" variant="outline" onClick={discard} disabled={!dirty}>
                    Discard
                  </Button>
                  <Button type="submit" disabled={!dirty || save.isPending}>
                    <Save className="h-4 w-4" aria-hidden="true" />
                    {save.isPending ? 'Saving...' : 'Save changes'}
                  </Button>
                </div>
              </div>
            </form>
          </TabsContent>
          <TabsContent value="preview">
            <LaptopPreview laptop={preview} />
          </TabsContent>
          <TabsContent value="audit">
            <AuditLog asin={laptop.asin} />
          </TabsContent>
        </Tabs>
        <StatePanel laptop={laptop} dirty={dirty} />
      </div>
    </div>
  );
}

/** `/admin/laptops/:asin`: the laptop editor, its previews and its audit log. */
export default function LaptopEditorPage() {
  const { asin = '' } = useParams();
  const laptop = useQuery(laptopQuery(asin));
  if (laptop.isPending) return <Skeleton className="h-96" />;
  if (laptop.isError) {
    const notFound = laptop.error instanceof ApiError && laptop.error.status === 404;
    return (
      <div role="alert" className="grid gap-2 py-8">
        <h1 className="text-xl font-bold">
          {notFound ? `No laptop ${asin} in the catalogue` : 'The laptop could not be loaded'}
        </h1>
        {!notFound && (
          <p className="text-sm text-slate-600">{readableError(laptop.error, 'Try again.')}</p>
        )}
        <Link to="/laptops" className="text-orange-700 underline">
          Back to the laptops
        </Link>
      </div>
    );
  }
  return <LaptopEditor key={asin} laptop={laptop.data} />;
}
