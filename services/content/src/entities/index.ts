import { Author } from './author.entity';
import { BlogPost } from './blog-post.entity';
import { BlogPostRevision } from './blog-post-revision.entity';
import { BlogSlugRedirect } from './blog-slug-redirect.entity';
import { ContentAuditEntry } from './content-audit-entry.entity';
import { EditorialEntry } from './editorial-entry';
import { EntryRevision } from './entry-revision.entity';
import { KnowledgeCategory } from './knowledge-category.entity';
import { KnowledgeGuide } from './knowledge-guide.entity';
import { ProcessorComparison } from './processor-comparison.entity';
import { SaleEvent } from './sale-event.entity';
import { UseCase } from './use-case.entity';

export {
  Author,
  BlogPost,
  BlogPostRevision,
  BlogSlugRedirect,
  ContentAuditEntry,
  EditorialEntry,
  EntryRevision,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  SaleEvent,
  UseCase,
};
export const contentEntities = [
  Author,
  BlogPost,
  BlogPostRevision,
  BlogSlugRedirect,
  ContentAuditEntry,
  EntryRevision,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  SaleEvent,
  UseCase,
];
