import { Author } from './author.entity';
import { BlogPost } from './blog-post.entity';
import { KnowledgeCategory } from './knowledge-category.entity';
import { KnowledgeGuide } from './knowledge-guide.entity';
import { ProcessorComparison } from './processor-comparison.entity';
import { UseCase } from './use-case.entity';

export { Author, BlogPost, KnowledgeCategory, KnowledgeGuide, ProcessorComparison, UseCase };
export const contentEntities = [
  Author,
  BlogPost,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  UseCase,
];
