import { Controller, Get, Param } from '@nestjs/common';
import { ContentPatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** Authors, use cases, the knowledge hub and its guides, processor comparisons. */
@Controller()
export class EditorialController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('authors/:slug')
  @PublicCache()
  author(@Param('slug') slug: string) {
    return this.rpc.send(P.authorGet, parseInput(P.authorGet.request, { slug }));
  }

  @Get('use-cases')
  @PublicCache()
  useCases() {
    return this.rpc.send(P.useCasesList, {});
  }

  @Get('use-cases/:slug')
  @PublicCache()
  useCase(@Param('slug') slug: string) {
    return this.rpc.send(P.useCaseGet, parseInput(P.useCaseGet.request, { slug }));
  }

  @Get('knowledge-hub')
  @PublicCache()
  knowledgeHub() {
    return this.rpc.send(P.knowledgeList, {});
  }

  @Get('guides/:section/:slug')
  @PublicCache()
  guide(@Param('section') section: string, @Param('slug') slug: string) {
    return this.rpc.send(P.guideGet, parseInput(P.guideGet.request, { section, slug }));
  }

  @Get('processor-comparisons')
  @PublicCache()
  processorComparisons() {
    return this.rpc.send(P.processorComparisonsList, {});
  }
}
