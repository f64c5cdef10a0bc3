import { Injectable } from '@nestjs/common';
import type { Author as AuthorView } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { BlogRepository } from '../blog/blog.repository';
import { KnowledgeRepository } from '../knowledge/knowledge.repository';
import { sanitiseHtml } from '../sanitising/html-sanitiser';
import { AuthorsRepository } from './authors.repository';

const BLOG_PATH = /^\/blog\/([a-z0-9-]+)$/;

@Injectable()
export class AuthorsService {
  constructor(
    private readonly authors: AuthorsRepository,
    private readonly posts: BlogRepository,
    private readonly knowledge: KnowledgeRepository,
  ) {}

  /** The author with their featured guides' titles (two queries, whatever the count). */
  async bySlug(slug: string): Promise<AuthorView> {
    const author = await this.authors.findBySlug(slug);
    if (!author) throw new NotFoundError(`Author "${slug}" not found`);
    const paths = author.featuredGuidePaths;
    const postSlugs = paths.flatMap((path) => BLOG_PATH.exec(path)?.[1] ?? []);
    const guidePaths = paths.filter((path) => !BLOG_PATH.test(path));
    const [posts, guides] = await Promise.all([
      this.posts.findBySlugs(postSlugs),
      this.knowledge.findGuidesByPaths(guidePaths),
    ]);
    const titles = new Map<string, string>([
      ...posts.map((post) => [`/blog/${post.slug}`, post.title] as const),
      ...guides.map((guide) => [guide.path, guide.title] as const),
    ]);
    return {
      slug: author.slug,
      name: author.name,
      role: author.role,
      bio: author.bio,
      photoUrl: author.photoUrl,
      expertise: author.expertise,
      stats: author.stats,
      methodology: sanitiseHtml(author.methodology),
      featuredGuides: paths
        .filter((path) => titles.has(path))
        .map((path) => ({ path, title: titles.get(path)! })),
    };
  }
}
