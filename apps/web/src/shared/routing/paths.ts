/**
 * Every route of docs/product.md#routes: `path` is the router pattern, `getHref` builds a link.
 * Features link through here (they may not import the app's route registry).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: { path: '/products', getHref: () => '/products' },
  product: { path: '/product/:id', getHref: (id: string) => `/product/${encodeURIComponent(id)}` },
  review: { path: '/review', getHref: () => '/review' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/signup', getHref: () => '/signup' },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/cart/checkout', getHref: () => '/cart/checkout' },
  payment: { path: '/cart/checkout/payment', getHref: () => '/cart/checkout/payment' },
  confirmation: {
    path: '/cart/checkout/payment/confirmation/:id',
    getHref: (orderId: string) =>
      `/cart/checkout/payment/confirmation/${encodeURIComponent(orderId)}`,
  },
  trackOrder: {
    path: '/orders/trackorder/:id',
    getHref: (orderId: string) => `/orders/trackorder/${encodeURIComponent(orderId)}`,
  },
  /** Not in the spec: an order's GST tax invoice (the spec's demo receipt is /reciept/{id}). */
  taxInvoice: {
    path: '/orders/invoice/:id',
    getHref: (orderId: string) => `/orders/invoice/${encodeURIComponent(orderId)}`,
  },
  /** Spelt so in the spec. */
  receipt: { path: '/reciept/:id', getHref: (id: string) => `/reciept/${encodeURIComponent(id)}` },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** Spec: /dash shows the same screen as /dashboard. */
  dashboardAlias: { path: '/dash', getHref: () => '/dash' },
  /** Not in the spec: the dashboard's Goals view, which the order summaries link to. */
  dashboardGoals: { path: '/dashboard/goals', getHref: () => '/dashboard/goals' },
  blog: { path: '/blog', getHref: () => '/blog' },
  loader: { path: '/loader', getHref: () => '/loader' },
  terms: { path: '/terms&conditions', getHref: () => '/terms&conditions' },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  refundPolicy: { path: '/refund-policy', getHref: () => '/refund-policy' },
  // Not in the spec: the pages the mailed account links open, and the staff's console.
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;
