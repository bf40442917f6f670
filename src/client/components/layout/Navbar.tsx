import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/AuthProvider';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { primaryNavLinks } from './nav-links';

const WorkspaceBar = lazy(() => import('./WorkspaceBar'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-ink-950 bg-ink-50' : 'text-ink-600 hover:text-ink-950 hover:bg-ink-50',
  );

/**
 * SPEC §2 navigation: the public links always; Dashboard, Admin (admins only) and Logout when signed in; Login
 * otherwise. Signed in, the workspace (issue #39) has its own row under the header on desktop and its own group in
 * the phone menu. The row is not sticky: pages place their sticky parts below the 4rem header. It loads after the
 * header, as signed-out visitors (the landing page's) never need it.
 */
export function Navbar() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so navigating anywhere closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === location.pathname;

  const signedIn = state.status === 'authenticated';
  const isAdmin = signedIn && state.user.isAdmin;

  const logout = async () => {
    await signOut();
    navigate('/');
  };

  const accountLinks = signedIn ? (
    <>
      <NavLink to="/dashboard" className={linkClass}>
        Dashboard
      </NavLink>
      <NavLink to="/firms" className={linkClass}>
        Firms
      </NavLink>
      {isAdmin && (
        <NavLink to="/admin" className={linkClass}>
          Admin
        </NavLink>
      )}
      <Button variant="outline" size="sm" onClick={logout}>
        Logout
      </Button>
    </>
  ) : (
    <Button asChild variant="dark" size="sm">
      <Link to="/login">Login</Link>
    </Button>
  );

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/90 backdrop-blur">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Logo />
          <div className="hidden items-center gap-1 md:flex" data-testid="desktop-nav">
            <NavLinks links={primaryNavLinks} className={linkClass} />
          </div>
          <div className="hidden items-center gap-2 md:flex">{state.status !== 'loading' && accountLinks}</div>
          <button
            type="button"
            className="rounded-md p-2 text-ink-700 hover:bg-ink-50 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenedOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
          </button>
        </nav>
        {menuOpen && (
          <div id="mobile-menu" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-4 pt-2 pb-4 md:hidden">
            <div className="flex flex-col gap-1">
              <NavLink to="/" end className={linkClass}>
                Home
              </NavLink>
              <NavLinks links={primaryNavLinks} className={linkClass} />
            </div>
            {signedIn && (
              <Suspense fallback={null}>
                <WorkspaceBar menuLinkClass={linkClass} />
              </Suspense>
            )}
            {state.status !== 'loading' && (
              <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3">{accountLinks}</div>
            )}
          </div>
        )}
      </header>
      {signedIn && (
        <Suspense fallback={null}>
          <WorkspaceBar />
        </Suspense>
      )}
    </>
  );
}
