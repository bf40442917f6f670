import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { apiRequest } from '../../lib/api';
import { useConnectivityToasts } from '../../lib/use-connectivity-toasts';
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
  useConnectivityToasts();
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, which React would take for a clean-up.
    window.scrollTo(0, 0);
  }, [pathname]);

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
        {/* Keyed by path so a page still loading shows the spinner instead of the previous page. */}
        <Suspense key={pathname} fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
