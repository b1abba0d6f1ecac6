import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { BlogPage } from '../features/blog/BlogPage';
import { CartPage } from '../features/cart/CartPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { ContactPage } from '../features/contact/ContactPage';
import { DashboardHomeView } from '../features/dashboard/DashboardHomeView';
import { DashboardShell } from '../features/dashboard/DashboardShell';
import { DASHBOARD_VIEW_PATHS } from '../features/dashboard/dashboard-views';
import { PlannedDashboardView } from '../features/dashboard/PlannedDashboardView';
import { ProfileView } from '../features/dashboard/ProfileView';
import { FavouritesView } from '../features/favourites/FavouritesView';
import { HomePage } from '../features/home/HomePage';
import { InvoicePage } from '../features/invoice/InvoicePage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ProductDetailPage } from '../features/product-detail/ProductDetailPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { ReviewsPage } from '../features/reviews/ReviewsPage';
import { paths } from '../shared/routing/paths';
import { Loader } from '../shared/ui/Loader';
import { AppLayout } from './layout/AppLayout';
import { PlannedScreen } from './PlannedScreen';

/** Screens of spec section 2 that are built. */
const visitorRoutes: RouteObject[] = [
  { path: paths.home.path, element: <HomePage /> },
  { path: paths.products.path, element: <ProductsPage /> },
  { path: paths.product.path, element: <ProductDetailPage /> },
  { path: paths.review.path, element: <ReviewsPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  { path: paths.blog.path, element: <BlogPage /> },
  { path: paths.loader.path, element: <Loader fullScreen /> },
  { path: paths.terms.path, element: <TermsPage /> },
  { path: paths.privacy.path, element: <PrivacyPage /> },
  { path: paths.receipt.path, element: <InvoicePage /> },
];

/** Shopping (#5): signed-in screens. */
const shoppingRoutes: RouteObject[] = [
  { path: paths.cart.path, element: <CartPage /> },
  { path: paths.checkout.path, element: <CheckoutPage /> },
];

/** The dashboard's views, one per sidebar entry; the index is the greeting. */
const dashboardChildren: RouteObject[] = [
  { index: true, element: <DashboardHomeView /> },
  { path: DASHBOARD_VIEW_PATHS.profile, element: <ProfileView /> },
  // PLANNED: Orders (#6) mounts the view its own feature builds here.
  { path: DASHBOARD_VIEW_PATHS.orders, element: <PlannedDashboardView title="Orders" /> },
  { path: DASHBOARD_VIEW_PATHS.favourites, element: <FavouritesView /> },
];

/** Accounts (#4). /dashboard and /dash are the same screen (spec section 2). */
const accountRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.signup.path, element: <SignUpPage /> },
  { path: paths.dashboard.path, element: <DashboardShell />, children: dashboardChildren },
  { path: paths.dashboardAlias.path, element: <DashboardShell />, children: dashboardChildren },
];

/**
 * PLANNED: routes whose screens later issues build. Replace each PlannedScreen element with
 * the real screen.
 */
const plannedRoutes: RouteObject[] = [
  // Payments and orders (#6)
  { path: paths.payment.path, element: <PlannedScreen title="Payment" /> },
  { path: paths.confirmation.path, element: <PlannedScreen title="Order confirmation" /> },
  { path: paths.trackOrder.path, element: <PlannedScreen title="Track Order" /> },
];

/** The route registry: every page sits inside the shared layout; anything else is the 404. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...visitorRoutes, ...accountRoutes, ...shoppingRoutes, ...plannedRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];
