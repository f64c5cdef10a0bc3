import type { KnowledgeGuideSummary } from '@bli/contracts';
import { Button, Card } from '@bli/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { GuideBadges } from './guide-badges';
import { KeywordChips } from './keyword-chips';

export function GuideCard({ guide }: { guide: KnowledgeGuideSummary }) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <h3 className="text-lg leading-snug font-semibold text-slate-900">{guide.title}</h3>
      <p className="text-sm text-slate-600">{guide.description}</p>
      <GuideBadges guide={guide} />
      <KeywordChips keywords={guide.targetKeywords} />
      <Button asChild variant="outline" className="mt-auto w-full">
        <Link to={guide.path} prefetch="intent">
          Read Complete Guide
          <span className="sr-only">: {guide.title}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
