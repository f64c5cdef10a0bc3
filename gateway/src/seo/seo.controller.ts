import { Controller } from '@nestjs/common';
import {
  SeoPatterns as P,
  SeoRoutes as R,
  SITEMAP_DEADLINE_MS,
  type RouteInput,
} from '@bli/contracts';
import { RpcClient } from '@bli/server-kit';
import { Input, Route } from '../http/route.decorator';

/** Page metadata (`/api/seo/*`) and the sitemap index and its sitemaps, from the seo service. */
@Controller()
export class SeoController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.homepage)
  homepage() {
    return this.rpc.relay(P.homepage, {});
  }

  @Route(R.gamingLaptops)
  gamingLaptops() {
    return this.rpc.relay(P.gamingLaptops, {});
  }

  @Route(R.useCases)
  useCases() {
    return this.rpc.relay(P.useCases, {});
  }

  @Route(R.cpuComparison)
  cpuComparison() {
    return this.rpc.relay(P.cpuComparison, {});
  }

  @Route(R.knowledgeHub)
  knowledgeHub() {
    return this.rpc.relay(P.knowledgeHub, {});
  }

  @Route(R.priceVerdicts)
  priceVerdicts() {
    return this.rpc.relay(P.priceVerdicts, {});
  }

  @Route(R.blog)
  blog(@Input() { params }: RouteInput<typeof R.blog>) {
    return this.rpc.relay(P.blog, params);
  }

  /** `best-laptop-under-{amount}`: an SEO landing page by its seo slug. */
  @Route(R.priceRangeLanding)
  priceRangeLanding(@Input() { params }: RouteInput<typeof R.priceRangeLanding>) {
    return this.rpc.relay(P.priceRangeLanding, params);
  }

  @Route(R.priceRange)
  priceRange(@Input() { params }: RouteInput<typeof R.priceRange>) {
    return this.rpc.relay(P.priceRange, params);
  }

  @Route(R.author)
  author(@Input() { params }: RouteInput<typeof R.author>) {
    return this.rpc.relay(P.author, params);
  }

  @Route(R.blogPost)
  blogPost(@Input() { params }: RouteInput<typeof R.blogPost>) {
    return this.rpc.relay(P.blogPost, params);
  }

  @Route(R.laptop)
  laptop(@Input() { params }: RouteInput<typeof R.laptop>) {
    return this.rpc.relay(P.laptop, params);
  }

  /** `/laptops/{slug}`: a spec-sheet filter page or a use-case list. */
  @Route(R.category)
  category(@Input() { params }: RouteInput<typeof R.category>) {
    return this.rpc.relay(P.category, params);
  }

  @Route(R.guide)
  guide(@Input() { params }: RouteInput<typeof R.guide>) {
    return this.rpc.relay(P.guide, params);
  }

  @Route(R.search)
  search(@Input() { params }: RouteInput<typeof R.search>) {
    return this.rpc.relay(P.search, params);
  }

  @Route(R.compare)
  compare(@Input() { params }: RouteInput<typeof R.compare>) {
    return this.rpc.relay(P.compare, params);
  }

  /** The sitemap index and its sitemaps: each with the sitemap's own deadline. */
  @Route(R.sitemap)
  sitemap() {
    return this.rpc.relay(P.sitemap, {}, { timeoutMs: SITEMAP_DEADLINE_MS });
  }

  @Route(R.sitemapPages)
  sitemapPages() {
    return this.rpc.relay(P.sitemapPages, {}, { timeoutMs: SITEMAP_DEADLINE_MS });
  }

  @Route(R.sitemapLaptops)
  sitemapLaptops(@Input() { params }: RouteInput<typeof R.sitemapLaptops>) {
    return this.rpc.relay(P.sitemapLaptops, params, { timeoutMs: SITEMAP_DEADLINE_MS });
  }
}
