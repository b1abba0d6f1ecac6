import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_VIEW_PATHS } from '../features/dashboard/dashboard-views';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import {
  pageHead,
  SHOP_DESCRIPTION,
  SHOP_NAME,
  type RouteHandle,
} from '../shared/routing/page-head';
import { paths } from '../shared/routing/paths';
import { consoleRoutes } from './console-routes';
import { AppLayout } from './layout/AppLayout';
import { lazyPage } from './lazy-page';

// Every page but the home page (and the 404, which the console's gate shows too) is its own
// chunk, loaded when first opened: the first load of / stays lean (docs/architecture.md#code-splitting).
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
const SignUpPage = lazyPage(() => import('../features/auth/SignUpPage'), 'SignUpPage');
const BlogPage = lazyPage(() => import('../features/blog/BlogPage'), 'BlogPage');
const CartPage = lazyPage(() => import('../features/cart/CartPage'), 'CartPage');
const CheckoutPage = lazyPage(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage');
const ConfirmationPage = lazyPage(
  () => import('../features/confirmation/ConfirmationPage'),
  'ConfirmationPage',
);
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage');
const DashboardHomeView = lazyPage(
  () => import('../features/dashboard/DashboardHomeView'),
  'DashboardHomeView',
);
const DashboardShell = lazyPage(
  () => import('../features/dashboard/DashboardShell'),
  'DashboardShell',
);
const ProfileView = lazyPage(() => import('../features/dashboard/ProfileView'), 'ProfileView');
const FavouritesView = lazyPage(
  () => import('../features/favourites/FavouritesView'),
  'FavouritesView',
);
const GoalsView = lazyPage(() => import('../features/goals/GoalsView'), 'GoalsView');
const InvoicePage = lazyPage(() => import('../features/invoice/InvoicePage'), 'InvoicePage');
const PrivacyPage = lazyPage(() => import('../features/legal/PrivacyPage'), 'PrivacyPage');
const RefundPolicyPage = lazyPage(
  () => import('../features/legal/RefundPolicyPage'),
  'RefundPolicyPage',
);
const TermsPage = lazyPage(() => import('../features/legal/TermsPage'), 'TermsPage');
const LoaderPage = lazyPage(() => import('../features/loader/LoaderPage'), 'LoaderPage');
const OrdersView = lazyPage(() => import('../features/orders/OrdersView'), 'OrdersView');
const PaymentPage = lazyPage(() => import('../features/payment/PaymentPage'), 'PaymentPage');
const ProductDetailPage = lazyPage(
  () => import('../features/product-detail/ProductDetailPage'),
  'ProductDetailPage',
);
const ProductsPage = lazyPage(() => import('../features/products/ProductsPage'), 'ProductsPage');
const TaxInvoicePage = lazyPage(
  () => import('../features/tax-invoice/TaxInvoicePage'),
  'TaxInvoicePage',
);
const ReviewsPage = lazyPage(() => import('../features/reviews/ReviewsPage'), 'ReviewsPage');
const TrackOrderPage = lazyPage(
  () => import('../features/track-order/TrackOrderPage'),
  'TrackOrderPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/verify-email/VerifyEmailPage'),
  'VerifyEmailPage',
);

/**
 * A route's document title, 'Cart | GymFuel', and meta description: its own for the pages the
 * build prerenders (what a search result shows), the shop's for the others (see RouteHandle).
 */
const titled = (pageName: string, description?: string): RouteHandle => ({
  head: pageHead(pageName, description),
});

/**
 * Screens anyone may open (docs/product.md#routes). A product's page names and describes itself
 * after the product.
 */
const visitorRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <HomePage />,
    handle: { head: { title: SHOP_NAME, description: SHOP_DESCRIPTION } },
  },
  {
    path: paths.products.path,
    element: <ProductsPage />,
    handle: titled(
      'Products',
      'The GymFuel menu: smoothies, protein shakes, appetizers and meals, each with its price, nutrition label and allergens.',
    ),
  },
  { path: paths.product.path, element: <ProductDetailPage /> },
  {
    path: paths.review.path,
    element: <ReviewsPage />,
    handle: titled('Reviews', 'What GymFuel shoppers say about our smoothies, shakes and meals.'),
  },
  {
    path: paths.contact.path,
    element: <ContactPage />,
    handle: titled('Contact', 'Write to GymFuel, or find us on the map.'),
  },
  {
    path: paths.blog.path,
    element: <BlogPage />,
    handle: titled('Blog', 'The GymFuel blog: eating well around your training.'),
  },
  { path: paths.loader.path, element: <LoaderPage />, handle: titled('Loading') },
  {
    path: paths.terms.path,
    element: <TermsPage />,
    handle: titled('Terms and Conditions', 'The terms and conditions of ordering from GymFuel.'),
  },
  {
    path: paths.privacy.path,
    element: <PrivacyPage />,
    handle: titled('Privacy Policy', 'How GymFuel collects, uses and protects your personal data.'),
  },
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
