import { z } from 'zod';

export const GUIDE_DIFFICULTIES = ['Low', 'Medium', 'High'] as const;
export const GUIDE_INTENTS = ['Informational', 'Commercial', 'Commercial Investigation'] as const;

export const knowledgeGuideSummarySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  path: z.string(),
  targetKeywords: z.array(z.string()),
  searchVolume: z.string(),
  difficulty: z.enum(GUIDE_DIFFICULTIES),
  intent: z.enum(GUIDE_INTENTS),
});
export type KnowledgeGuideSummary = z.infer<typeof knowledgeGuideSummarySchema>;

export const knowledgeCategorySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  guides: z.array(knowledgeGuideSummarySchema),
});
export type KnowledgeCategory = z.infer<typeof knowledgeCategorySchema>;
export const knowledgeCategoryListSchema = z.array(knowledgeCategorySchema);

/** A guide page: its article (sanitised HTML) and the category it belongs to. */
export const knowledgeGuideSchema = knowledgeGuideSummarySchema.extend({
  article: z.string(),
  category: z.object({ slug: z.string(), title: z.string() }),
});
export type KnowledgeGuide = z.infer<typeof knowledgeGuideSchema>;
