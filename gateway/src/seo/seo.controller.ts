import { Controller, Get, Param, Query } from '@nestjs/common';
import { SeoPatterns as P } from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { PublicCache } from '../http/cache-control';
import { parseInput } from '../http/parse-input';

/** Page metadata (docs/product-rules.md §7 `/api/seo/*`) and the sitemap's URL list, from the seo service. */
@Controller('seo')
export class SeoController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('homepage')
  @PublicCache()
  homepage() {
    return this.rpc.send(P.homepage, {});
  }

  /** `best-laptop-under-{amount}`: an SEO landing page by its seo slug. */
  @Get('price-range/:seoSlug')
  @PublicCache()
  priceRangeLanding(@Param('seoSlug') seoSlug: string) {
    return this.rpc.send(P.priceRangeLanding, parseInput(P.priceRangeLanding.request, { seoSlug }));
  }

  @Get('search')
  @PublicCache()
  search(@Query() query: Record<string, unknown>) {
    return this.rpc.send(P.search, parseInput(P.search.request, { ...query }));
  }

  @Get('compare')
  @PublicCache()
  compare(@Query() query: Record<string, unknown>) {
    return this.rpc.send(P.compare, parseInput(P.compare.request, { ...query }));
  }

  @Get('gaming-laptops')
  @PublicCache()
  gamingLaptops() {
    return this.rpc.send(P.gamingLaptops, {});
  }

  @Get('use-cases')
  @PublicCache()
  useCases() {
    return this.rpc.send(P.useCases, {});
  }

  @Get('cpu-comparison')
  @PublicCache()
  cpuComparison() {
    return this.rpc.send(P.cpuComparison, {});
  }

  @Get('knowledge-hub')
  @PublicCache()
  knowledgeHub() {
    return this.rpc.send(P.knowledgeHub, {});
  }

  @Get('blog')
  @PublicCache()
  blog(@Query() query: Record<string, string>) {
    return this.rpc.send(P.blog, parseInput(P.blog.request, { ...query }));
  }

  @Get('author/:slug')
  @PublicCache()
  author(@Param('slug') slug: string) {
    return this.rpc.send(P.author, parseInput(P.author.request, { slug }));
  }

  @Get('blog-post/:slug')
  @PublicCache()
  blogPost(@Param('slug') slug: string) {
    return this.rpc.send(P.blogPost, parseInput(P.blogPost.request, { slug }));
  }

  @Get('meta/laptop/:slug')
  @PublicCache()
  laptop(@Param('slug') slug: string) {
    return this.rpc.send(P.laptop, parseInput(P.laptop.request, { slug }));
  }

  @Get('meta/price-range/:slug')
  @PublicCache()
  priceRange(@Param('slug') slug: string) {
    return this.rpc.send(P.priceRange, parseInput(P.priceRange.request, { slug }));
  }

  @Get('meta/guide/:section/:slug')
  @PublicCache()
  guide(@Param('section') section: string, @Param('slug') slug: string) {
    return this.rpc.send(P.guide, parseInput(P.guide.request, { section, slug }));
  }

  /** `/laptops/{slug}`: a spec-sheet filter page or a use-case list. */
  @Get('category/:slug')
  @PublicCache()
  category(@Param('slug') slug: string) {
    return this.rpc.send(P.category, parseInput(P.category.request, { slug }));
  }

  @Get('sitemap')
  @PublicCache()
  sitemap() {
    return this.rpc.send(P.sitemap, {});
  }
}
