import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Author as AuthorView } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import { Author, BlogPost, KnowledgeGuide } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

const BLOG_PATH = /^\/blog\/([a-z0-9-]+)$/;

@Injectable()
export class AuthorsService {
  constructor(private readonly em: EntityManager) {}

  /** The author with their featured guides' titles (two queries, whatever the count). */
  async bySlug(slug: string): Promise<AuthorView> {
    const author = await this.em.findOne(Author, { slug });
    if (!author) throw new NotFoundError(`Author "${slug}" not found`);
    const paths = author.featuredGuidePaths;
    const postSlugs = paths.flatMap((path) => BLOG_PATH.exec(path)?.[1] ?? []);
    const guidePaths = paths.filter((path) => !BLOG_PATH.test(path));
    const [posts, guides] = await Promise.all([
      postSlugs.length ? this.em.find(BlogPost, { slug: { $in: postSlugs } }) : [],
      guidePaths.length ? this.em.find(KnowledgeGuide, { path: { $in: guidePaths } }) : [],
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
      expertise: author.expertise,
      stats: author.stats,
      methodology: sanitiseHtml(author.methodology),
      featuredGuides: paths
        .filter((path) => titles.has(path))
        .map((path) => ({ path, title: titles.get(path)! })),
    };
  }
}
