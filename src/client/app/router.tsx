import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/Layout';
import LandingPage from '../pages/LandingPage';
import { RequireAuth } from './RequireAuth';

// The landing page comes with the entry: most visits start there, and waiting for its own chunk kept its headline
// (Lighthouse's LCP element) a round trip and a second render behind the first paint (issue #16). Every other page
// is its own chunk, loaded on demand behind the layout's 'Loading...' spinner (SPEC §2).
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const SignupPage = lazy(() => import('../pages/SignupPage'));
const LoginPage = lazy(() => import('../pages/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));
const DashboardPage = lazy(() => import('../pages/DashboardPage'));
const AuthTestPage = lazy(() => import('../pages/AuthTestPage'));
const AdminLoginPage = lazy(() => import('../pages/AdminLoginPage'));
const AdminRegisterPage = lazy(() => import('../pages/AdminRegisterPage'));
const AdminSetupPage = lazy(() => import('../pages/AdminSetupPage'));
const AdminPage = lazy(() => import('../pages/AdminPage'));
const AdminDocsPage = lazy(() => import('../pages/AdminDocsPage'));
const PlansPage = lazy(() => import('../pages/PlansPage'));
const SubscribePage = lazy(() => import('../pages/SubscribePage'));
const BuyTokensPage = lazy(() => import('../pages/BuyTokensPage'));
const SandboxCheckoutPage = lazy(() => import('../pages/SandboxCheckoutPage'));
const ToolsPage = lazy(() => import('../pages/ToolsPage'));
const ResearchPage = lazy(() => import('../pages/ResearchPage'));
const ResearchCasePage = lazy(() => import('../pages/ResearchCasePage'));
const ResearchOnlineCasePage = lazy(() => import('../pages/ResearchOnlineCasePage'));
const ResearchCheckPage = lazy(() => import('../pages/ResearchCheckPage'));
const ChatPage = lazy(() => import('../pages/ChatPage'));
const SessionsPage = lazy(() => import('../pages/SessionsPage'));
const NewDraftPage = lazy(() => import('../pages/NewDraftPage'));
const DraftStudioPage = lazy(() => import('../pages/DraftStudioPage'));
const DocumentPage = lazy(() => import('../pages/DocumentPage'));
const DocumentTablePage = lazy(() => import('../pages/DocumentTablePage'));
const FirmsPage = lazy(() => import('../pages/FirmsPage'));
const FirmJoinPage = lazy(() => import('../pages/FirmJoinPage'));
const VerifyEmailPage = lazy(() => import('../pages/VerifyEmailPage'));
const SsoLinkPage = lazy(() => import('../pages/SsoLinkPage'));
const MattersPage = lazy(() => import('../pages/MattersPage'));
const MatterPage = lazy(() => import('../pages/MatterPage'));
const SupportPage = lazy(() => import('../pages/SupportPage'));
const AboutPage = lazy(() => import('../pages/AboutPage'));
const BlogPage = lazy(() => import('../pages/BlogPage'));
const BlogArticlePage = lazy(() => import('../pages/BlogArticlePage'));
const HelpCenterPage = lazy(() => import('../pages/HelpCenterPage'));
const HelpArticlePage = lazy(() => import('../pages/HelpArticlePage'));
const ResourcesPage = lazy(() => import('../pages/ResourcesPage'));
const FaqPage = lazy(() => import('../pages/FaqPage'));
const TutorialsPage = lazy(() => import('../pages/TutorialsPage'));
const TutorialPage = lazy(() => import('../pages/TutorialPage'));
const LegalPage = lazy(() => import('../pages/LegalPage'));

const guarded = (element: ReactNode, access?: 'user' | 'admin') =>
  access ? <RequireAuth admin={access === 'admin'}>{element}</RequireAuth> : element;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      // Issue #40: the emailed links that prove an address and consent to a firm's single sign-on (tokens, no session).
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/sso/link', element: <SsoLinkPage /> },
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin-register', element: <AdminRegisterPage /> },
      { path: '/admin-setup', element: <AdminSetupPage /> },
      { path: '/auth-test', element: <AuthTestPage /> },
      { path: '/dashboard', element: guarded(<DashboardPage />, 'user') },
      { path: '/admin', element: guarded(<AdminPage />, 'admin') },
      { path: '/admin-docs', element: guarded(<AdminDocsPage />, 'admin') },
      { path: '/plans', element: <PlansPage /> },
      { path: '/subscribe', element: guarded(<SubscribePage />, 'user') },
      { path: '/buy-tokens', element: guarded(<BuyTokensPage />, 'user') },
      { path: '/sandbox-checkout/:id', element: guarded(<SandboxCheckoutPage />, 'user') },
      { path: '/tools', element: <ToolsPage /> },
      { path: '/research', element: <ResearchPage /> },
      { path: '/research/cases/:id', element: <ResearchCasePage /> },
      { path: '/research/online/:clusterId', element: <ResearchOnlineCasePage /> },
      { path: '/research/check', element: guarded(<ResearchCheckPage />, 'user') },
      // SPEC §2: /volnadraft and /chat open the same chat screen.
      { path: '/chat', element: guarded(<ChatPage />, 'user') },
      { path: '/volnadraft', element: guarded(<ChatPage />, 'user') },
      { path: '/sessions', element: guarded(<SessionsPage />, 'user') },
      // Issue #39: the workspace's Drafts and Documents, the sessions list narrowed to one kind of work.
      { path: '/drafts', element: guarded(<SessionsPage only="drafts" />, 'user') },
      { path: '/documents', element: guarded(<SessionsPage only="documents" />, 'user') },
      { path: '/drafts/new', element: guarded(<NewDraftPage />, 'user') },
      { path: '/drafts/:id', element: guarded(<DraftStudioPage />, 'user') },
      { path: '/documents/table', element: guarded(<DocumentTablePage />, 'user') },
      { path: '/documents/:id', element: guarded(<DocumentPage />, 'user') },
      { path: '/firms', element: guarded(<FirmsPage />, 'user') },
      { path: '/firms/join', element: guarded(<FirmJoinPage />, 'user') },
      { path: '/matters', element: guarded(<MattersPage />, 'user') },
      { path: '/matters/:id', element: guarded(<MatterPage />, 'user') },
      { path: '/support', element: <SupportPage /> },
      // Public pages written in content/ (Markdown).
      { path: '/about', element: <AboutPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:slug', element: <BlogArticlePage /> },
      { path: '/help', element: <HelpCenterPage /> },
      { path: '/help/:slug', element: <HelpArticlePage /> },
      { path: '/resources', element: <ResourcesPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/tutorials', element: <TutorialsPage /> },
      { path: '/tutorials/:slug', element: <TutorialPage /> },
      { path: '/privacy', element: <LegalPage name="privacy" /> },
      { path: '/terms', element: <LegalPage name="terms" /> },
      { path: '/cookies', element: <LegalPage name="cookies" /> },
      { path: '/data-security', element: <LegalPage name="data-security" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes in React Router's declarative mode, under App's BrowserRouter: no route has a loader or an action, and
 * the data router (createBrowserRouter) would add 16 KB gzipped to every visitor's first download (issue #16).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
