import type {
  KnowledgeCategory as KnowledgeCategoryView,
  KnowledgeGuide as KnowledgeGuideView,
  KnowledgeGuideSummary,
} from '@bli/contracts';
import type { KnowledgeCategory, KnowledgeGuide } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

export function toGuideSummary(guide: KnowledgeGuide): KnowledgeGuideSummary {
  return {
    id: guide.id,
    title: guide.title,
    description: guide.description,
    path: guide.path,
    targetKeywords: guide.targetKeywords,
    searchVolume: guide.searchVolume,
    difficulty: guide.difficulty as KnowledgeGuideSummary['difficulty'],
    intent: guide.intent as KnowledgeGuideSummary['intent'],
  };
}

/** Needs the guides loaded. */
export function toCategoryView(category: KnowledgeCategory): KnowledgeCategoryView {
  return {
    id: category.id,
    slug: category.slug,
    title: category.title,
    description: category.description,
    icon: category.icon,
    color: category.color,
    guides: category.guides.getItems().map(toGuideSummary),
  };
}

/** Needs the category loaded and an article present. */
export function toGuideView(guide: KnowledgeGuide & { article: string }): KnowledgeGuideView {
  const category = guide.category.getEntity();
  return {
    ...toGuideSummary(guide),
    article: sanitiseHtml(guide.article),
    category: { slug: category.slug, title: category.title },
  };
}
