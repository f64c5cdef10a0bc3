import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import {
  type AdminPost,
  type AdminPostsFilter,
  type Page,
  type AdminPostSummary,
  type PostFields,
  type PostRevision,
} from '@bli/contracts';
import { readingTimeMinutes } from '@bli/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { ContentClock } from '../editorial/clock';
import { fieldChanges, restored, stateChange, statusOf } from '../editorial/editorial-audit';
import {
  publishNow,
  schedule,
  unpublish,
  type EditorialStatus,
} from '../editorial/editorial-state';
import { slugChange } from '../editorial/slug-rules';
import { BlogPost } from '../entities';
import { renderMarkdown } from '../sanitising/markdown';
import { snapshotOf, toAdminPost, toAdminPostSummary, toPostRevision } from './admin-post.mapper';
import type { NewAuditEntry } from '../editorial/editorial-writes.repository';
import { PostEditorRepository } from './post-editor.repository';

/**
 * The operators' post editor: every save renders the Markdown to sanitised HTML, computes the
 * read time, keeps a revision and audits each changed field; slugs follow `slug-rules`, states
 * `editorial-state`.
 */
@Injectable()
export class PostEditorService {
  constructor(
    private readonly posts: PostEditorRepository,
    private readonly clock: ContentClock,
  ) {}

  async list({ q, state, ...page }: AdminPostsFilter): Promise<Page<AdminPostSummary>> {
    const { rows, total } = await this.posts.findPage({ q, state }, page);
    return { items: rows.map(toAdminPostSummary), total, ...page };
  }

  async get(id: number): Promise<AdminPost> {
    return this.view(await this.find(id));
  }

  async create(operator: string, fields: PostFields): Promise<AdminPost> {
    if (await this.posts.slugTakenByOther(fields.slug, null)) throw slugInUse(fields.slug);
    const now = this.clock.now();
    const post = Object.assign(new BlogPost(), { createdAt: now, updatedAt: now });
    const { authorSlug, ...rest } = fields;
    post.author = ref(await this.author(authorSlug));
    this.apply(post, rest);
    post.revision = 1;
    await this.posts.save(post, {
      revision: { fields: snapshotOf(post), operator, at: now },
      audit: [{ operator, field: 'created', oldValue: null, newValue: post.slug, at: now }],
    });
    return this.view(post);
  }

  update(id: number, operator: string, changes: Partial<PostFields>): Promise<AdminPost> {
    return this.change(id, operator, changes, null);
  }

  /** The revision's fields become the post's again, saved as a new revision. */
  async restore(id: number, number: number, operator: string): Promise<AdminPost> {
    const revision = await this.posts.findRevision(id, number);
    if (!revision) throw new NotFoundError(`Post ${id} has no revision ${number}`);
    const { markdown, ...fields } = revision.fields;
    return this.change(id, operator, markdown === null ? fields : { ...fields, markdown }, number);
  }

  publish(id: number, operator: string): Promise<AdminPost> {
    return this.transition(id, operator, (status, now) => publishNow(status, now));
  }

  schedule(id: number, operator: string, publishAt: string): Promise<AdminPost> {
    return this.transition(id, operator, (status, now) =>
      schedule(status, new Date(publishAt), now),
    );
  }

  unpublish(id: number, operator: string): Promise<AdminPost> {
    return this.transition(id, operator, (status) => unpublish(status));
  }

  async revisions(id: number): Promise<PostRevision[]> {
    await this.find(id);
    return (await this.posts.findRevisions(id)).map(toPostRevision);
  }

  /** Publishes the scheduled posts whose time has come (the schedule's tick). */
  publishDue(): Promise<number[]> {
    return this.posts.publishDue(this.clock.now());
  }

  private async change(
    id: number,
    operator: string,
    changes: Partial<PostFields>,
    restoredFrom: number | null,
  ): Promise<AdminPost> {
    const post = await this.find(id);
    const before = snapshotOf(post);
    const redirects = await this.posts.redirectsOf(post.id);
    const slug =
      changes.slug !== undefined
        ? slugChange(post.slug, changes.slug, post.publishedAt !== null, redirects)
        : { keepRedirectFrom: null, dropRedirect: null };
    if (changes.slug !== undefined && changes.slug !== post.slug) {
      if (await this.posts.slugTakenByOther(changes.slug, post.id)) throw slugInUse(changes.slug);
    }
    const { authorSlug, ...rest } = changes;
    if (authorSlug !== undefined && authorSlug !== before.authorSlug)
      post.author = ref(await this.author(authorSlug));
    this.apply(post, rest);
    const after = snapshotOf(post);
    const now = this.clock.now();
    const audit: NewAuditEntry[] = fieldChanges(before, after, operator, now);
    if (restoredFrom !== null) audit.push(restored(operator, post.revision, restoredFrom, now));
    if (audit.length === 0) return this.view(post, redirects);
    post.revision += 1;
    post.updatedAt = now;
    await this.posts.save(post, {
      revision: { fields: after, operator, at: now },
      audit,
      keepRedirectFrom: slug.keepRedirectFrom,
      dropRedirect: slug.dropRedirect,
    });
    return this.view(post);
  }

  private async transition(
    id: number,
    operator: string,
    next: (status: EditorialStatus, now: Date) => EditorialStatus,
  ): Promise<AdminPost> {
    const post = await this.find(id);
    const now = this.clock.now();
    const before = statusOf(post);
    const after = next(before, now);
    Object.assign(post, after, { updatedAt: now });
    await this.posts.save(post, { audit: [stateChange(before, after, operator, now)] });
    return this.view(post);
  }

  /** Copies the given fields; a new Markdown body is rendered, sanitised and timed. */
  private apply(post: BlogPost, fields: Omit<Partial<PostFields>, 'authorSlug'>): void {
    const { markdown, ...rest } = fields;
    Object.assign(post, rest);
    if (markdown !== undefined) {
      post.markdown = markdown;
      post.content = renderMarkdown(markdown);
      post.readTime = readingTimeMinutes(post.content);
    }
  }

  private async find(id: number): Promise<BlogPost> {
    const post = await this.posts.findById(id);
    if (!post) throw new NotFoundError(`Post ${id} not found`);
    return post;
  }

  private async author(slug: string) {
    const author = await this.posts.findAuthor(slug);
    if (!author) {
      const message = `authorSlug: no author "${slug}"`;
      throw new InvalidInputError(message, { fields: [{ field: 'authorSlug', message }] });
    }
    return author;
  }

  private async view(post: BlogPost, redirects?: string[]): Promise<AdminPost> {
    return toAdminPost(post, redirects ?? (await this.posts.redirectsOf(post.id)));
  }
}

const slugInUse = (slug: string) =>
  new ConflictError(`slug: "${slug}" is in use by another post, or leads to one`);
