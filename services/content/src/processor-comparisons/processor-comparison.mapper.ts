import type { ProcessorComparison as ProcessorComparisonView } from '@bli/contracts';
import type { ProcessorComparison } from '../entities';

export function toProcessorComparisonView({
  position: _position,
  updatedAt: _updatedAt,
  ...comparison
}: ProcessorComparison): ProcessorComparisonView {
  return comparison;
}
