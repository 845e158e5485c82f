import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ClientOnly, RequireAdmin, RequireAuth } from './guards';
import { Layout } from './Layout';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';

/** Every page is its own chunk (spec: pages load lazily behind the centred animated logo). */
const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load);

const Home = page(() => import('../features/public/pages/HomePage'));
const Services = page(() => import('../features/public/pages/ServicesPage'));
const About = page(() => import('../features/public/pages/AboutPage'));
const Contact = page(() => import('../features/public/pages/ContactPage'));
const Privacy = page(() => import('../features/public/pages/PrivacyPage'));
const Terms = page(() => import('../features/public/pages/TermsPage'));
const NotFound = page(() => import('../features/public/pages/NotFoundPage'));
const Auth = page(() => import('../features/auth/AuthPage'));
const Hub = page(() => import('../features/journey/pages/QuestionnaireHubPage'));
const Notice = page(() => import('../features/journey/pages/NoticePage'));
const Agreement = page(() => import('../features/journey/pages/AgreementPage'));
const PaymentSelection = page(() => import('../features/journey/pages/PaymentSelectionPage'));
const Payment = page(() => import('../features/journey/pages/PaymentPage'));
const PaymentSuccess = page(() => import('../features/journey/pages/PaymentSuccessPage'));
const ThankYou = page(() => import('../features/journey/pages/ThankYouPage'));
const Questionnaire = page(() => import('../features/questionnaire/QuestionnairePage'));
const Dashboard = page(() => import('../features/dashboard/DashboardPage'));
const Submission = page(() => import('../features/dashboard/SubmissionPage'));
const Account = page(() => import('../features/dashboard/AccountPage'));
const AdminSubmissions = page(() => import('../features/admin/AdminSubmissionsPage'));
const AdminSubmission = page(() => import('../features/admin/AdminSubmissionPage'));
const AdminNotices = page(() => import('../features/admin/AdminNoticesPage'));

const el = (C: ComponentType) => <C />;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: el(Home) },
      { path: 'services', element: el(Services) },
      { path: 'about', element: el(About) },
      { path: 'contact', element: el(Contact) },
      { path: 'privacy-policy', element: el(Privacy) },
      { path: 'terms', element: el(Terms) },
      { path: 'auth', element: el(Auth) },
      { path: 'questionnaire', element: el(Hub) },
      { path: 'notice', element: el(Notice) },
      { path: 'agreement', element: el(Agreement) },
      { path: 'payment-selection', element: el(PaymentSelection) },
      { path: 'payment/:questionnaireType', element: el(Payment) },
      { path: 'payment-success', element: el(PaymentSuccess) },
      { path: 'thank-you', element: el(ThankYou) },
      { path: 'questionnaire/:type', element: <RequireAuth orderReady>{el(Questionnaire)}</RequireAuth> },
      { path: 'dashboard', element: <RequireAuth><ClientOnly>{el(Dashboard)}</ClientOnly></RequireAuth> },
      { path: 'submission/:id', element: <RequireAuth>{el(Submission)}</RequireAuth> },
      { path: 'account', element: <RequireAuth>{el(Account)}</RequireAuth> },
      { path: '*', element: el(NotFound) },
    ],
  },
  // The admin console has its own full-page layout (Cloudscape), loaded only here.
  {
    errorElement: <RouteError />,
    children: [
      { path: 'admin', element: <RequireAdmin><Suspense fallback={<PageLoader />}>{el(AdminSubmissions)}</Suspense></RequireAdmin> },
      { path: 'admin/notices', element: <RequireAdmin><Suspense fallback={<PageLoader />}>{el(AdminNotices)}</Suspense></RequireAdmin> },
      { path: 'questionnaire-submission/:id', element: <RequireAdmin><Suspense fallback={<PageLoader />}>{el(AdminSubmission)}</Suspense></RequireAdmin> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
