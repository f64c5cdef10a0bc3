import { Controller, Get, Param, Query } from '@nestjs/common';
import { ContentPatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

@Controller('blog')
export class BlogController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @PublicCache()
  list(@Query() query: Record<string, string>) {
    return this.rpc.send(P.blogList, parseInput(P.blogList.request, { ...query }));
  }

  @Get(':slug')
  @PublicCache()
  get(@Param('slug') slug: string) {
    return this.rpc.send(P.blogGet, parseInput(P.blogGet.request, { slug }));
  }
}
