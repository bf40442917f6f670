import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { apiRequest } from '../../lib/api';
import { useConnectivityToasts } from '../../lib/use-connectivity-toasts';
import { useAuth } from '../../lib/auth/AuthProvider';
import { PageSpinner } from '../ui/spinner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageErrorBoundary } from './PageErrorBoundary';

// None is needed for the first paint: the toasts' Radix machinery, the support launcher and a signed-in user's
// inactivity monitor load beside the page's own chunk instead of inside the entry (issue #16). A toast raised before
// its chunk arrives waits in the store.
const Toaster = lazy(() => import('../ui/toaster').then((module) => ({ default: module.Toaster })));
const SupportLauncher = lazy(() =>
  import('../../features/support/SupportLauncher').then((module) => ({ default: module.SupportLauncher })),
);
const SessionExpiry = lazy(() => import('./SessionExpiry').then((module) => ({ default: module.SessionExpiry })));

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
  const signedIn = useAuth().state.status === 'authenticated';
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
        {/*
          Keyed by path so a page still loading shows the spinner instead of the previous page, and a page that failed
          is forgotten on the next navigation. The spinner fills the screen so that the footer waits below the fold:
          beside a short spinner it was on screen and jumped down when the page arrived (a layout shift of 0.42 in
          Lighthouse's mobile run, issue #16).
        */}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<div className="min-h-screen"><PageSpinner /></div>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <PageErrorBoundary quiet>
        <Suspense fallback={null}>
          <Toaster />
          <SupportLauncher />
        </Suspense>
      </PageErrorBoundary>
      {/* Its own boundary: arriving at sign-in, it must not hide the toaster and launcher while its chunk loads. */}
      {signedIn && (
        <PageErrorBoundary quiet>
          <Suspense fallback={null}>
            <SessionExpiry />
          </Suspense>
        </PageErrorBoundary>
      )}
    </div>
  );
}
