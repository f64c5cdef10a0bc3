import { BUDGET_PAGES, FILTER_PAGES } from '../../lib/site';

export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroup {
  id: 'budget' | 'specs' | 'use-cases';
  label: string;
  items: readonly NavItem[];
}

export type NavEntry = ({ kind: 'link' } & NavItem) | ({ kind: 'group' } & NavGroup);

export const BUDGET_GROUP: NavGroup = {
  id: 'budget',
  label: 'Budget Range',
  items: BUDGET_PAGES.map((page) => ({ to: page.path, label: page.label })),
};

export const SPECS_GROUP: NavGroup = {
  id: 'specs',
  label: 'By Specs',
  items: FILTER_PAGES.map((page) => ({ to: `/laptops/${page.slug}`, label: page.label })),
};

/** The use-case buying guides are blog posts (they arrive with the content issue). */
export const USE_CASES_GROUP: NavGroup = {
  id: 'use-cases',
  label: 'Use Cases',
  items: [
    { to: '/blog/best-laptops-for-students-india', label: 'Laptops for Students' },
    { to: '/blog/best-gaming-laptops-india', label: 'Gaming Laptops Guide' },
    { to: '/blog/best-business-laptops-india', label: 'Business Laptops' },
    { to: '/blog/best-laptops-for-programming-india', label: 'Laptops for Programming' },
    { to: '/blog/best-laptops-for-content-creation-india', label: 'Laptops for Content Creation' },
  ],
};

/** docs/product-rules.md §2 "Site navigation bar", in order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { kind: 'link', to: '/', label: 'Home' },
  { kind: 'group', ...BUDGET_GROUP },
  { kind: 'group', ...SPECS_GROUP },
  { kind: 'link', to: '/gaming-laptops', label: 'Gaming Laptops' },
  { kind: 'group', ...USE_CASES_GROUP },
  { kind: 'link', to: '/blog', label: 'Blog' },
  { kind: 'link', to: '/author/rohit-sharma', label: 'Author' },
];

/** True when the current page is one of the group's links (highlights its trigger). */
export function groupIsCurrent(group: NavGroup, pathname: string): boolean {
  return group.items.some((item) => item.to === pathname);
}
