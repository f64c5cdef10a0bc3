import { ENTRY_KINDS } from '@bli/contracts';
import { NavLink, Outlet } from 'react-router';
import { ENTRY_SCREENS } from './entry-screens';

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  `border-b-2 px-3 py-2 text-sm font-medium ${
    isActive
      ? 'border-orange-500 text-slate-900'
      : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

const TABS = [
  { to: '/content/posts', label: 'Posts' },
  ...ENTRY_KINDS.map((kind) => ({ to: `/content/${kind}`, label: ENTRY_SCREENS[kind].plural })),
];

/** The Content area: one tab per kind of editorial entry, then the kind's list or editor. */
export function ContentLayout() {
  return (
    <div className="grid gap-4">
      <nav aria-label="Content" className="flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={tabClasses}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
