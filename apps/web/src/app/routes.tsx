import type { RouteObject } from 'react-router-dom';
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
import { GoalsView } from '../features/goals/GoalsView';
import { HomePage } from '../features/home/HomePage';
import { InvoicePage } from '../features/invoice/InvoicePage';
import { PrivacyPage } from '../features/legal/PrivacyPage';
import { RefundPolicyPage } from '../features/legal/RefundPolicyPage';
import { TermsPage } from '../features/legal/TermsPage';
import { LoaderPage } from '../features/loader/LoaderPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { OrdersView } from '../features/orders/OrdersView';
import { PaymentPage } from '../features/payment/PaymentPage';
import { ProductDetailPage } from '../features/product-detail/ProductDetailPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { TaxInvoicePage } from '../features/tax-invoice/TaxInvoicePage';
import { ReviewsPage } from '../features/reviews/ReviewsPage';
import { TrackOrderPage } from '../features/track-order/TrackOrderPage';
import { VerifyEmailPage } from '../features/verify-email/VerifyEmailPage';
import { pageTitle, SHOP_NAME, type RouteHandle } from '../shared/routing/page-title';
import { paths } from '../shared/routing/paths';
import { consoleRoutes } from './console-routes';
import { AppLayout } from './layout/AppLayout';

/** A route's document title, 'Cart | GymFuel' (see RouteHandle). */
const titled = (pageName: string): RouteHandle => ({ title: pageTitle(pageName) });

/**
 * Screens anyone may open (docs/product.md#routes). A product's page names itself after the
 * product.
 */
const visitorRoutes: RouteObject[] = [
  { path: paths.home.path, element: <HomePage />, handle: { title: SHOP_NAME } },
  { path: paths.products.path, element: <ProductsPage />, handle: titled('Products') },
  { path: paths.product.path, element: <ProductDetailPage /> },
  { path: paths.review.path, element: <ReviewsPage />, handle: titled('Reviews') },
  { path: paths.contact.path, element: <ContactPage />, handle: titled('Contact') },
  { path: paths.blog.path, element: <BlogPage />, handle: titled('Blog') },
  { path: paths.loader.path, element: <LoaderPage />, handle: titled('Loading') },
  { path: paths.terms.path, element: <TermsPage />, handle: titled('Terms and Conditions') },
  { path: paths.privacy.path, element: <PrivacyPage />, handle: titled('Privacy Policy') },
  {
    path: paths.refundPolicy.path,
    element: <RefundPolicyPage />,
    handle: titled('Cancellation and Refund Policy'),
  },
  { path: paths.receipt.path, element: <InvoicePage />, handle: titled('Invoice') },
];

/** Shopping: the signed-in cart and checkout screens. */
const shoppingRoutes: RouteObject[] = [
  { path: paths.cart.path, element: <CartPage />, handle: titled('Cart') },
  { path: paths.checkout.path, element: <CheckoutPage />, handle: titled('Checkout') },
];

/** Payments and orders: signed-in screens. */
const orderRoutes: RouteObject[] = [
  { path: paths.payment.path, element: <PaymentPage />, handle: titled('Payment') },
  {
    path: paths.confirmation.path,
    element: <ConfirmationPage />,
    handle: titled('Order Confirmed'),
  },
  { path: paths.trackOrder.path, element: <TrackOrderPage />, handle: titled('Track Order') },
  { path: paths.taxInvoice.path, element: <TaxInvoicePage />, handle: titled('Tax Invoice') },
];

/** The dashboard's views, one per sidebar entry; the index is the greeting. */
const dashboardChildren: RouteObject[] = [
  { index: true, element: <DashboardHomeView />, handle: titled('Dashboard') },
  { path: DASHBOARD_VIEW_PATHS.profile, element: <ProfileView />, handle: titled('Profile') },
  { path: DASHBOARD_VIEW_PATHS.orders, element: <OrdersView />, handle: titled('Orders') },
  {
    path: DASHBOARD_VIEW_PATHS.favourites,
    element: <FavouritesView />,
    handle: titled('Favourites'),
  },
  { path: DASHBOARD_VIEW_PATHS.goals, element: <GoalsView />, handle: titled('Goals') },
];

/** Accounts. /dashboard and /dash are the same screen (docs/product.md#dashboard). */
const accountRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginPage />, handle: titled('Login') },
  { path: paths.signup.path, element: <SignUpPage />, handle: titled('Sign Up') },
  { path: paths.dashboard.path, element: <DashboardShell />, children: dashboardChildren },
  { path: paths.dashboardAlias.path, element: <DashboardShell />, children: dashboardChildren },
  { path: paths.verifyEmail.path, element: <VerifyEmailPage />, handle: titled('Verify E-mail') },
  {
    path: paths.forgotPassword.path,
    element: <ForgotPasswordPage />,
    handle: titled('Forgot Password'),
  },
  {
    path: paths.resetPassword.path,
    element: <ResetPasswordPage />,
    handle: titled('Reset Password'),
  },
];

/** The route registry: every page sits inside the shared layout; anything else is the 404. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...visitorRoutes,
      ...accountRoutes,
      ...shoppingRoutes,
      ...orderRoutes,
      // Not in the spec: the staff's operator console.
      ...consoleRoutes,
      { path: '*', element: <NotFoundPage />, handle: titled('Page Not Found') },
    ],
  },
];
