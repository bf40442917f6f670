import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { apiRequest } from '../../lib/api';
import { PageSpinner } from '../ui/spinner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** SPEC §7 page tracking: every navigation posts the path; a failure never troubles the visitor. */
function usePageTracking() {
  const { pathname } = useLocation();
  useEffect(() => {
    apiRequest('POST', '/api/track-visit', { page: pathname }).catch(() => {});
  }, [pathname]);
}

export function Layout() {
  usePageTracking();
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
