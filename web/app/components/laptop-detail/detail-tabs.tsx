import type { Laptop } from '@bli/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@bli/ui';
import { staticIsland } from '../static-island';

// The panels are static: server HTML, their code loads on client navigation only.
const SpecificationsPanel = await staticIsland(() =>
  import('./detail-panels').then((module) => module.SpecificationsPanel),
);
const ProsConsPanel = await staticIsland(() =>
  import('./detail-panels').then((module) => module.ProsConsPanel),
);
const ReviewPanel = await staticIsland(() =>
  import('./detail-panels').then((module) => module.ReviewPanel),
);

const PANEL = 'rounded-lg border border-slate-200 bg-white p-5 data-[state=inactive]:hidden';

/** Without JavaScript the tabs cannot switch: show every panel, one after another. */
const NO_SCRIPT_CSS =
  '[data-detail-tabs] [role=tabpanel]{display:block!important}[data-detail-tabs] [role=tablist]{display:none!important}';

/** Specifications, Pros & Cons and Our Review: all three panels are in the server HTML. */
export function DetailTabs({ laptop }: { laptop: Laptop }) {
  return (
    <section aria-labelledby="details-heading" data-detail-tabs="">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <h2 id="details-heading" className="mb-3 text-xl font-bold">
        Details &amp; review
      </h2>
      <Tabs defaultValue="specifications">
        <TabsList aria-label="Laptop details">
          <TabsTrigger value="specifications">Specifications</TabsTrigger>
          <TabsTrigger value="pros-cons">Pros &amp; Cons</TabsTrigger>
          <TabsTrigger value="review">Our Review</TabsTrigger>
        </TabsList>
        <TabsContent value="specifications" forceMount className={PANEL}>
          <h3 className="sr-only">Specifications</h3>
          <SpecificationsPanel laptop={laptop} />
        </TabsContent>
        <TabsContent value="pros-cons" forceMount className={PANEL}>
          <h3 className="sr-only">Pros &amp; Cons</h3>
          <ProsConsPanel laptop={laptop} />
        </TabsContent>
        <TabsContent value="review" forceMount className={PANEL}>
          <h3 className="sr-only">Our Review</h3>
          <ReviewPanel laptop={laptop} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
