import type { ProcessorComparison as ProcessorComparisonView } from '@bli/contracts';
import type { ProcessorComparison } from '../entities';

export function toProcessorComparisonView(
  comparison: ProcessorComparison,
): ProcessorComparisonView {
  return {
    id: comparison.id,
    slug: comparison.slug,
    processor1: comparison.processor1,
    processor2: comparison.processor2,
    comparison: comparison.comparison,
    budgetRange: comparison.budgetRange,
    availability: comparison.availability,
  };
}
