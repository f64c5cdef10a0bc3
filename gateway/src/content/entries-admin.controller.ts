import { Controller } from '@nestjs/common';
import {
  ContentPatterns as P,
  ContentRoutes as R,
  type EntryKind,
  type RouteInput,
} from '@bli/contracts';
import { InvalidInputError, RpcClient } from '@bli/server-kit';
import { Operator } from '../auth/operator.decorator';
import { Input, Route } from '../http/route.decorator';

/** The body names its kind so its fields are checked by their own schema: the path's, always. */
function sameKind<B extends { kind: EntryKind }>(path: EntryKind, body: B): B {
  if (body.kind !== path) {
    const message = `kind must be "${path}", the path's kind`;
    throw new InvalidInputError(message, { fields: [{ field: 'kind', message }] });
  }
  return body;
}

/**
 * The operators' editor for guides, use-case lists, CPU comparisons and authors: list, create,
 * edit, publish, schedule, unpublish, revisions.
 */
@Controller()
export class EntriesAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminEntriesList)
  list(@Input() { params }: RouteInput<typeof R.adminEntriesList>) {
    return this.rpc.send(P.entriesAdminList, params);
  }

  @Route(R.adminEntryCreate)
  create(
    @Input() { params, body }: RouteInput<typeof R.adminEntryCreate>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.entriesCreate, { operator, entry: sameKind(params.kind, body) });
  }

  @Route(R.adminEntry)
  get(@Input() { params }: RouteInput<typeof R.adminEntry>) {
    return this.rpc.send(P.entriesAdminGet, params);
  }

  @Route(R.adminEntryUpdate)
  update(
    @Input() { params, body }: RouteInput<typeof R.adminEntryUpdate>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.entriesUpdate, {
      ...params,
      operator,
      changes: sameKind(params.kind, body),
    });
  }

  @Route(R.adminEntryPublish)
  publish(
    @Input() { params }: RouteInput<typeof R.adminEntryPublish>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.entriesPublish, { ...params, operator });
  }

  @Route(R.adminEntrySchedule)
  schedule(
    @Input() { params, body }: RouteInput<typeof R.adminEntrySchedule>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.entriesSchedule, { ...params, ...body, operator });
  }

  @Route(R.adminEntryUnpublish)
  unpublish(
    @Input() { params }: RouteInput<typeof R.adminEntryUnpublish>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.entriesUnpublish, { ...params, operator });
  }

  @Route(R.adminEntryAudit)
  audit(@Input() { params }: RouteInput<typeof R.adminEntryAudit>) {
    return this.rpc.send(P.auditList, params);
  }

  @Route(R.adminEntryRevisions)
  revisions(@Input() { params }: RouteInput<typeof R.adminEntryRevisions>) {
    return this.rpc.send(P.entriesRevisions, params);
  }

  @Route(R.adminEntryRestore)
  restore(
    @Input() { params }: RouteInput<typeof R.adminEntryRestore>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.entriesRestore, { ...params, operator });
  }
}
