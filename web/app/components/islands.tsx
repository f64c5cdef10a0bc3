import { staticIsland } from './static-island';

/*
 * The shared components that never change in the browser once rendered — their buttons and links
 * work through the page-wide listeners in root (buy links, compare buttons, broken images, links)
 * — as static islands: pages import them from here, and their code stays out of the first-load
 * JavaScript (static-island.tsx).
 */

export const LaptopCard = await staticIsland(() =>
  import('./laptop-card').then((module) => module.LaptopCard),
);

export const ComparisonTable = await staticIsland(() =>
  import('./comparison-table').then((module) => module.ComparisonTable),
);

export const BuyingGuide = await staticIsland(() =>
  import('./buying-guide').then((module) => module.BuyingGuide),
);

export const RankedLaptops = await staticIsland(() =>
  import('./ranked-laptops').then((module) => module.RankedLaptops),
);

export const LandingHero = await staticIsland(() =>
  import('./landing/landing-hero').then((module) => module.LandingHero),
);

export const TopPicks = await staticIsland(() =>
  import('./landing/top-picks').then((module) => module.TopPicks),
);

export const OtherBudgets = await staticIsland(() =>
  import('./landing/other-budgets').then((module) => module.OtherBudgets),
);

export const FilterHero = await staticIsland(() =>
  import('./filters/filter-hero').then((module) => module.FilterHero),
);

export const FilterListing = await staticIsland(() =>
  import('./filters/filter-listing').then((module) => module.FilterListing),
);

export const FilterLinks = await staticIsland(() =>
  import('./filters/filter-links').then((module) => module.FilterLinks),
);

export const UseCaseHeader = await staticIsland(() =>
  import('./use-case-list/use-case-header').then((module) => module.UseCaseHeader),
);

export const UseCaseNeeds = await staticIsland(() =>
  import('./use-case-list/use-case-needs').then((module) => module.UseCaseNeeds),
);

export const OtherUseCases = await staticIsland(() =>
  import('./use-case-list/other-use-cases').then((module) => module.OtherUseCases),
);

export const ArticleBody = await staticIsland(() =>
  import('./article-body').then((module) => module.ArticleBody),
);

export const PageLinks = await staticIsland(() =>
  import('./page-links').then((module) => module.PageLinks),
);

export const AffiliateDisclosure = await staticIsland(() =>
  import('./affiliate-disclosure').then((module) => module.AffiliateDisclosure),
);

export const CollectionStructuredData = await staticIsland(() =>
  import('./collection-structured-data').then((module) => module.CollectionStructuredData),
);

export const GamingTabPanel = await staticIsland(() =>
  import('./gaming/gaming-tab-panel').then((module) => module.GamingTabPanel),
);
