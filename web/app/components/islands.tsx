import { staticIsland } from './static-island';

/*
 * Components that never change in the browser once rendered, used as static islands by more than
 * one page — their buttons and links work through the page-wide listeners in root (buy links,
 * compare buttons, broken images, links) — so their code stays out of the first-load JavaScript
 * (static-island.tsx). A page's own islands are declared in that page; inside an island, import
 * the components themselves.
 */

export const LaptopCard = await staticIsland(() =>
  import('./laptop-card').then((module) => module.LaptopCard),
);

export const BuyingGuide = await staticIsland(() =>
  import('./buying-guide').then((module) => module.BuyingGuide),
);

export const RankedLaptops = await staticIsland(() =>
  import('./ranked-laptops').then((module) => module.RankedLaptops),
);

export const PageLinks = await staticIsland(() =>
  import('./page-links').then((module) => module.PageLinks),
);

export const AffiliateDisclosure = await staticIsland(() =>
  import('./affiliate-disclosure').then((module) => module.AffiliateDisclosure),
);
