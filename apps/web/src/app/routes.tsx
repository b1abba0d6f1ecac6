import type { RouteObject } from 'react-router-dom';
import { AdminPage } from '../features/admin/AdminPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { BlogPage } from '../features/blog/BlogPage';
import { CartPage } from '../features/cart/CartPage';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { ConfirmationPage } from '../features/confirmation/ConfirmationPage';
import { ContactPage } from '../features/contact/ContactPage';
import { DashboardHomeView } from '../features/dashboard/DashboardHomeView';
import { DashboardShell } from '../features/dashboard/DashboardShell';
import { DASHBOARD_VIEW_PATHS } from '../features/dashboard/dashboard-views';
import { ProfileView } from '../features/dashboard/ProfileView';
import { FavouritesView } from '../features/favourites/FavouritesView';
import { HomePage } from '../features/home/HomePage';
import { InvoicePage } from '../features/invoice/InvoicePage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { OrdersView } from '../features/orders/OrdersView';
import { PaymentPage } from '../features/payment/PaymentPage';
import { ProductDetailPage } from '../features/product-detail/ProductDetailPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { ReviewsPage } from '../features/reviews/ReviewsPage';
import { TrackOrderPage } from '../features/track-order/TrackOrderPage';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';
import { paths } from '../shared/routing/paths';
import { Loader } from '../shared/ui/Loader';
import { AppLayout } from './layout/AppLayout';

/** Screens anyone may open (docs/product.md#routes). */
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

/** Shopping: the signed-in cart and checkout screens. */
const shoppingRoutes: RouteObject[] = [
  { path: paths.cart.path, element: <CartPage /> },
  { path: paths.checkout.path, element: <CheckoutPage /> },
];

/** Payments and orders: signed-in screens. */
const orderRoutes: RouteObject[] = [
  { path: paths.payment.path, element: <PaymentPage /> },
  { path: paths.confirmation.path, element: <ConfirmationPage /> },
  { path: paths.trackOrder.path, element: <TrackOrderPage /> },
];

/** The dashboard's views, one per sidebar entry; the index is the greeting. */
const dashboardChildren: RouteObject[] = [
  { index: true, element: <DashboardHomeView /> },
  { path: DASHBOARD_VIEW_PATHS.profile, element: <ProfileView /> },
  { path: DASHBOARD_VIEW_PATHS.orders, element: <OrdersView /> },
  { path: DASHBOARD_VIEW_PATHS.favourites, element: <FavouritesView /> },
];

/** Accounts. /dashboard and /dash are the same screen (docs/product.md#dashboard). */
const accountRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.signup.path, element: <SignUpPage /> },
  { path: paths.dashboard.path, element: <DashboardShell />, children: dashboardChildren },
  { path: paths.dashboardAlias.path, element: <DashboardShell />, children: dashboardChildren },
  { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
];

/** Not in the spec: the staff's operator console. */
const staffRoutes: RouteObject[] = [{ path: paths.admin.path, element: <AdminPage /> }];

/** The route registry: every page sits inside the shared layout; anything else is the 404. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...visitorRoutes,
      ...accountRoutes,
      ...shoppingRoutes,
      ...orderRoutes,
      ...staffRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
