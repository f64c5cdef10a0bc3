import { Controller } from '@nestjs/common';
import { ContentPatterns as P, ContentRoutes as R, type RouteInput } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';

/** The blog, authors, use cases, the knowledge hub and its guides, processor comparisons. */
@Controller()
export class ContentController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.blogList)
  blogList(@Input() { params }: RouteInput<typeof R.blogList>) {
    return this.rpc.send(P.blogList, params);
  }

  @Route(R.blogPost)
  blogPost(@Input() { params }: RouteInput<typeof R.blogPost>) {
    return this.rpc.send(P.blogGet, params);
  }

  @Route(R.author)
  author(@Input() { params }: RouteInput<typeof R.author>) {
    return this.rpc.send(P.authorGet, params);
  }

  @Route(R.useCases)
  useCases() {
    return this.rpc.send(P.useCasesList, {});
  }

  @Route(R.useCase)
  useCase(@Input() { params }: RouteInput<typeof R.useCase>) {
    return this.rpc.send(P.useCaseGet, params);
  }

  @Route(R.knowledgeHub)
  knowledgeHub() {
    return this.rpc.send(P.knowledgeList, {});
  }

  @Route(R.guide)
  guide(@Input() { params }: RouteInput<typeof R.guide>) {
    return this.rpc.send(P.guideGet, params);
  }

  @Route(R.processorComparisons)
  processorComparisons() {
    return this.rpc.send(P.processorComparisonsList, {});
  }

  @Route(R.saleEvents)
  saleEvents() {
    return this.rpc.send(P.saleEventsList, {});
  }
}
