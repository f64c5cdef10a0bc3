import type { KnowledgeGuideSummary } from '@bli/contracts';
import { Badge, cn } from '@bli/ui';
import { searchVolumeLabel } from './knowledge-model';

const DIFFICULTY_TONE = {
  Low: 'success',
  Medium: 'info',
  High: 'brand',
} as const;

/** A guide's facts from the hub (docs/product-rules.md §2): monthly search volume, difficulty and intent. */
export function GuideBadges({
  guide,
  className,
}: {
  guide: Pick<KnowledgeGuideSummary, 'searchVolume' | 'difficulty' | 'intent'>;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Guide details">
      <li>
        <Badge tone="outline">{searchVolumeLabel(guide.searchVolume)}</Badge>
      </li>
      <li>
        <Badge tone={DIFFICULTY_TONE[guide.difficulty]}>{guide.difficulty} difficulty</Badge>
      </li>
      <li>
        <Badge tone="neutral">
          <span className="sr-only">Search intent: </span>
          {guide.intent}
        </Badge>
      </li>
    </ul>
  );
}
