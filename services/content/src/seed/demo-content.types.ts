// Shapes of the demo editorial content, before ids and sanitising.

export type BlogCategory = 'buying-guide' | 'cpu-reviews' | 'comparisons' | 'india-specific';

export interface DemoAuthor {
  slug: string;
  name: string;
  role: string;
  /** Plain text, 2–4 sentences. */
  bio: string;
  expertise: string[];
  stats: { label: string; value: string }[];
  /** HTML: how laptops are assessed (h3/p/ul only). */
  methodologyHtml: string;
  /** Site paths of guides this author recommends (blog posts or knowledge guides). */
  featuredGuidePaths: string[];
}

export interface DemoBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Article HTML: h2, h3, p, ul, ol, li, table, thead, tbody, tr, th, td, strong, em, a, blockquote. */
  contentHtml: string;
  category: BlogCategory;
  tags: string[];
  authorSlug: string;
  /** Null: the page shows a drawn placeholder (we host no photos). */
  featuredImage: string | null;
  /** ISO date-time. */
  publishedAt: string;
  isFeatured: boolean;
  seoTitle: string;
  seoDescription: string;
  viewCount: number;
}

/** What the catalogue must satisfy for a laptop to appear on a use case's list. */
export interface UseCaseCriteria {
  minPrice: number;
  maxPrice: number;
  minRamGb?: number;
  maxWeightKg?: number;
  requiresSsd?: boolean;
  requiresDedicatedGraphics?: boolean;
  minBatteryHours?: number;
}

export interface DemoUseCase {
  /** Last path segment: /laptops/{slug}. */
  slug: string;
  title: string;
  description: string;
  /** lucide-react icon name, e.g. "GraduationCap". */
  icon: string;
  targetAudience: string[];
  requirements: string[];
  /** Display text, e.g. "₹25,000 – ₹50,000". */
  budgetRange: string;
  path: string;
  /** Tailwind colour family, e.g. "blue". */
  color: string;
  criteria: UseCaseCriteria;
  /** HTML guidance shown above the list (h3/p/ul). */
  guidanceHtml: string;
}

export type GuideDifficulty = 'Low' | 'Medium' | 'High';
export type GuideIntent = 'Informational' | 'Commercial' | 'Commercial Investigation';

export interface DemoKnowledgeGuide {
  title: string;
  description: string;
  /** Site path, e.g. "/processors/amd-ryzen-5". */
  path: string;
  targetKeywords: string[];
  /** e.g. "8,100/month". */
  searchVolume: string;
  difficulty: GuideDifficulty;
  intent: GuideIntent;
  /** The guide's article (same tag set as blog posts); null only for /cpu-comparison, a page of its own. */
  articleHtml: string | null;
}

export interface DemoKnowledgeCategory {
  slug: 'processors' | 'memory-storage' | 'display' | 'use-cases' | 'brands' | 'technical';
  title: string;
  description: string;
  icon: string;
  color: string;
  guides: DemoKnowledgeGuide[];
}

export interface ProcessorSpec {
  name: string;
  brand: 'AMD' | 'Intel';
  generation: string;
  cores: number;
  threads: number;
  /** GHz */
  baseFreq: number;
  /** GHz */
  boostFreq: number;
  /** Watts */
  tdp: number;
  architecture: string;
}

export interface DemoProcessorComparison {
  slug: string;
  processor1: ProcessorSpec;
  processor2: ProcessorSpec;
  comparison: {
    /** Scores out of 100 for [processor1, processor2]. */
    performance: {
      singleCore: [number, number];
      multiCore: [number, number];
      gaming: [number, number];
      productivity: [number, number];
    };
    efficiency: {
      powerConsumption: [string, string];
      batteryLife: [string, string];
      thermals: [string, string];
    };
    useCase: { title: string; recommendation: string; reason: string }[];
  };
  budgetRange: { min: number; max: number };
  availability: string;
}
