import { staticIsland } from '../components/static-island';

// The whole page is static: server HTML, its code loaded on client navigation only.
const PriceVerdictsMethodology = await staticIsland(() =>
  import('../components/price-verdicts/methodology/price-verdicts-methodology').then(
    (module) => module.PriceVerdictsMethodology,
  ),
);

/**
 * `/price-verdicts`: how the laptop pages' price verdicts are decided (docs/deal-verdicts.md);
 * every verdict links here. The title and description come from the seo service (root PageHead).
 */
export default function PriceVerdictsRoute() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PriceVerdictsMethodology />
    </main>
  );
}
