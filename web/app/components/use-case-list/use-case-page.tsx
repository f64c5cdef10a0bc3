import { useMemo } from 'react';
import { contentQueries } from '../../lib/queries/content.queries';
import { matchingLaptops } from '../../lib/queries/matching.queries';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { ArticleBody } from '../article-body';
import { collectionJsonLd, LIST_ITEMS } from '../collection-json-ld';
import { JsonLd } from '../json-ld';
import { RankedLaptops } from '../ranked-laptops';
import { PageLinks } from '../page-links';
import type { EditorsPick } from './editors-picks';
import { EditorsPicksSection } from './editors-picks-section';
import { NoMatchingLaptops } from './no-matching-laptops';
import { OtherUseCases } from './other-use-cases';
import { UseCaseHeader } from './use-case-header';
import { useCaseTopic } from './use-case-meta';
import { UseCaseNeeds } from './use-case-needs';
import { computeUseCaseStats } from './use-case-stats';
import { useLoaderQuery } from '../../lib/loader-queries';

/**
 * /laptops/{use case}: the use case, the editors' picks, the catalogue laptops meeting its
 * criteria (ranked by the API in the spec's rank order), and the content service's buying advice.
 */
export function UseCaseListPage({
  slug,
  page,
  url,
  picks,
}: {
  slug: string;
  page: number;
  url: string;
  picks: EditorsPick[];
}) {
  const { data: useCase } = useLoaderQuery(contentQueries.useCase(slug));
  const { data: list } = useLoaderQuery(matchingLaptops(useCase.criteria, page));
  const ranked = list.items;
  const { data: useCases } = useLoaderQuery(contentQueries.useCases());
  const stats = useMemo(() => computeUseCaseStats(useCase.criteria, ranked), [useCase, ranked]);
  const topic = useCaseTopic(useCase.title);

  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10">
      <JsonLd
        data={collectionJsonLd({
          name: useCase.title,
          url,
          description: useCase.description,
          laptops: ranked.slice(0, LIST_ITEMS),
        })}
      />
      <UseCaseHeader useCase={useCase} stats={stats} />
      <EditorsPicksSection picks={picks} topic={topic} />
      <UseCaseNeeds useCase={useCase} />
      {ranked.length === 0 ? (
        <>
          <AffiliateDisclosure />
          <NoMatchingLaptops useCase={useCase} />
        </>
      ) : (
        <RankedLaptops
          heading={
            list.total === 1
              ? 'The one laptop that meets these checks'
              : `All ${list.total} laptops that meet these checks, ranked`
          }
          ranked={ranked}
          firstRank={(page - 1) * list.pageSize + 1}
          pages={
            <PageLinks
              page={page}
              pageSize={list.pageSize}
              total={list.total}
              label={`Pages of laptops for ${useCase.title}`}
            />
          }
          action={
            <a href="#advice" className="text-sm font-medium text-blue-700 hover:underline">
              Read our buying advice ↓
            </a>
          }
        />
      )}
      <section id="advice" aria-labelledby="advice-heading" className="scroll-mt-20 space-y-4">
        <h2 id="advice-heading" className="text-2xl font-bold text-slate-900">
          Buying advice: laptops for {topic}
        </h2>
        <ArticleBody html={useCase.guidance} className="max-w-3xl" />
      </section>
      <OtherUseCases current={useCase.slug} useCases={useCases} />
    </main>
  );
}
