import { offerState } from '@bli/domain';
import { Badge, Button, Card, CardBody } from '@bli/ui';
import { CheckCircle2, ExternalLink, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { AffiliateLink } from '../affiliate-link';
import type { PickCopy } from './landing-copy';

/** "Our top 3 picks and why": each pick's reasons measured against the rest of the range. */
export function TopPicks({ picks, phrase }: { picks: PickCopy[]; phrase: string }) {
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby="top-picks-heading" className="space-y-4">
      <div>
        <h2 id="top-picks-heading" className="text-2xl font-bold text-slate-900">
          Our top {picks.length} {phrase} and why
        </h2>
        <AffiliateDisclosure variant="compact" className="mt-1" />
      </div>
      <ol className="grid gap-4 lg:grid-cols-3">
        {picks.map((pick) => (
          <li key={pick.laptop.asin}>
            <Card className="flex h-full flex-col">
              <CardBody className="flex flex-1 flex-col gap-3">
                <div className="flex items-start gap-2">
                  <Badge tone="brand" className="shrink-0">
                    #{pick.rank}
                  </Badge>
                  <h3 className="font-semibold leading-snug">
                    <Link to={`/laptop/${pick.laptop.slug}`} className="hover:underline">
                      {pick.name}
                    </Link>
                  </h3>
                </div>
                <ul className="space-y-1.5 text-sm text-slate-700">
                  {pick.reasons.map((reason) => (
                    <li key={reason} className="flex gap-2">
                      <CheckCircle2
                        className="mt-0.5 h-4 w-4 shrink-0 text-green-600"
                        aria-hidden="true"
                      />
                      <span>{reason}</span>
                    </li>
                  ))}
                </ul>
                {pick.caveat && (
                  <p className="flex gap-2 text-sm text-slate-600">
                    <TriangleAlert
                      className="mt-0.5 h-4 w-4 shrink-0 text-amber-600"
                      aria-hidden="true"
                    />
                    <span>
                      <span className="font-medium">Watch out for:</span> {pick.caveat}
                    </span>
                  </p>
                )}
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button asChild size="sm">
                    <AffiliateLink laptop={pick.laptop} source="top-pick">
                      {offerState(pick.laptop).buyLabel ?? 'Check Price On Amazon'}{' '}
                      <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                    </AffiliateLink>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/laptop/${pick.laptop.slug}`}>Full review</Link>
                  </Button>
                </div>
              </CardBody>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
