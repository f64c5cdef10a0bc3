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
    return this.rpc.relay(P.blogList, params);
  }

  @Route(R.blogPost)
  blogPost(@Input() { params }: RouteInput<typeof R.blogPost>) {
    return this.rpc.relay(P.blogGet, params);
  }

  @Route(R.author)
  author(@Input() { params }: RouteInput<typeof R.author>) {
    return this.rpc.relay(P.authorGet, params);
  }

  @Route(R.useCases)
  useCases() {
    return this.rpc.relay(P.useCasesList, {});
  }

  @Route(R.useCase)
  useCase(@Input() { params }: RouteInput<typeof R.useCase>) {
    return this.rpc.relay(P.useCaseGet, params);
  }

  @Route(R.knowledgeHub)
  knowledgeHub() {
    return this.rpc.relay(P.knowledgeList, {});
  }

  @Route(R.guide)
  guide(@Input() { params }: RouteInput<typeof R.guide>) {
    return this.rpc.relay(P.guideGet, params);
  }

  @Route(R.processorComparisons)
  processorComparisons() {
    return this.rpc.relay(P.processorComparisonsList, {});
  }

  @Route(R.saleEvents)
  saleEvents() {
    return this.rpc.relay(P.saleEventsList, {});
  }
}
