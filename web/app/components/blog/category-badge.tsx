import type { BlogCategory } from '@bli/contracts';
import { Badge } from '@bli/ui';
import { categoryBadge } from './blog-categories';

const TONES: Record<BlogCategory, 'brand' | 'info' | 'neutral' | 'success'> = {
  'buying-guide': 'brand',
  'cpu-reviews': 'info',
  comparisons: 'neutral',
  'india-specific': 'success',
};

export function CategoryBadge({ category }: { category: BlogCategory }) {
  return <Badge tone={TONES[category]}>{categoryBadge(category)}</Badge>;
}
