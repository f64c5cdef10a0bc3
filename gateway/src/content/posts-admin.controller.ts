import { Controller } from '@nestjs/common';
import { ContentPatterns as P, ContentRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Operator } from '../auth/operator.decorator';
import { Input, Route } from '../http/route.decorator';

/** The operators' post editor: list, create, edit, publish, schedule, unpublish, revisions, preview. */
@Controller()
export class PostsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminPostsList)
  list(@Input() { params }: RouteInput<typeof R.adminPostsList>) {
    return this.rpc.send(P.postsAdminList, params);
  }

  @Route(R.adminPostCreate)
  create(@Input() { body }: RouteInput<typeof R.adminPostCreate>, @Operator() operator: string) {
    return this.rpc.send(P.postsCreate, { operator, post: body });
  }

  @Route(R.adminPost)
  get(@Input() { params }: RouteInput<typeof R.adminPost>) {
    return this.rpc.send(P.postsAdminGet, params);
  }

  @Route(R.adminPostUpdate)
  update(
    @Input() { params, body }: RouteInput<typeof R.adminPostUpdate>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.postsUpdate, { ...params, operator, changes: body });
  }

  @Route(R.adminPostPublish)
  publish(
    @Input() { params }: RouteInput<typeof R.adminPostPublish>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.postsPublish, { ...params, operator });
  }

  @Route(R.adminPostSchedule)
  schedule(
    @Input() { params, body }: RouteInput<typeof R.adminPostSchedule>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.postsSchedule, { ...params, ...body, operator });
  }

  @Route(R.adminPostUnpublish)
  unpublish(
    @Input() { params }: RouteInput<typeof R.adminPostUnpublish>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.postsUnpublish, { ...params, operator });
  }

  @Route(R.adminPostPreview)
  preview(@Input() { params }: RouteInput<typeof R.adminPostPreview>) {
    return this.rpc.send(P.postsPreview, params);
  }

  @Route(R.adminPostAudit)
  audit(@Input() { params }: RouteInput<typeof R.adminPostAudit>) {
    return this.rpc.send(P.auditList, { kind: 'posts', ...params });
  }

  @Route(R.adminPostRevisions)
  revisions(@Input() { params }: RouteInput<typeof R.adminPostRevisions>) {
    return this.rpc.send(P.postsRevisions, params);
  }

  @Route(R.adminPostRestore)
  restore(
    @Input() { params }: RouteInput<typeof R.adminPostRestore>,
    @Operator() operator: string,
  ) {
    return this.rpc.send(P.postsRestore, { ...params, operator });
  }
}
