import { Button, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgePercent,
  BellRing,
  Download,
  LaptopMinimal,
  LayoutDashboard,
  LogOut,
  Newspaper,
  Tag,
  UserCog,
} from 'lucide-react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { logOut, SESSION_KEY, sessionQuery } from '../auth/auth.queries';
import { readableError } from '../lib/api-error';

const navClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
    isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/** The signed-in frame: navigation, who is signed in, and logout. */
export function AdminLayout() {
  const session = useQuery(sessionQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_KEY, null);
      void navigate('/login', { replace: true });
    },
    // The session may still be alive on the server: say so instead of pretending it ended.
    // (A 401 means it had ended already; the login screen follows by itself.)
    onError: (error) => {
      toast({
        title: 'Error',
        description: readableError(error, 'Failed to log out'),
        variant: 'destructive',
      });
    },
  });
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <span className="mr-4 font-bold">Best Laptops India · Admin</span>
          <nav aria-label="Admin" className="flex gap-1">
            <NavLink to="/" end className={navClasses}>
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
              Dashboard
            </NavLink>
            <NavLink
              to="/laptops"
              className={({ isActive }) =>
                navClasses({ isActive: isActive && pathname !== '/laptops/import' })
              }
            >
              <LaptopMinimal className="h-4 w-4" aria-hidden="true" />
              Laptops
            </NavLink>
            <NavLink to="/laptops/import" className={navClasses}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Import
            </NavLink>
            <NavLink to="/price-update" className={navClasses}>
              <Tag className="h-4 w-4" aria-hidden="true" />
              Price update
            </NavLink>
            <NavLink to="/content" className={navClasses}>
              <Newspaper className="h-4 w-4" aria-hidden="true" />
              Content
            </NavLink>
            <NavLink to="/deals" className={navClasses}>
              <BadgePercent className="h-4 w-4" aria-hidden="true" />
              Deals
            </NavLink>
            <NavLink to="/alerts" className={navClasses}>
              <BellRing className="h-4 w-4" aria-hidden="true" />
              Alerts
            </NavLink>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <NavLink to="/account" className={navClasses}>
              <UserCog className="h-4 w-4" aria-hidden="true" />
              Account
            </NavLink>
            <span className="text-sm text-slate-600">{session.data?.user.email}</span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Log out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
