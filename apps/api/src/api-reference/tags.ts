import type { endpoints } from '@gymfuel/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';

/** The groups of the reference, in the order it shows them: the contract table's slices. */
export const tags = [
  {
    name: 'Catalogue',
    description: 'Products, gyms, reviews, voucher codes and the contact form.',
  },
  {
    name: 'Account',
    description:
      'Sign-up, sign-in (password or Google), e-mail verification, password reset, the signed-in user’s profile and sign-out.',
  },
  { name: 'Cart', description: 'The signed-in shopper’s cart, kept on the server.' },
  { name: 'Favourites', description: 'The signed-in shopper’s favourite products.' },
  { name: 'Addresses', description: 'Saved gym delivery addresses.' },
  { name: 'Delivery', description: 'Gyms, their hours and the half-hour delivery slots.' },
  { name: 'Goals', description: 'The signed-in shopper’s daily energy and protein goals.' },
  {
    name: 'Orders',
    description:
      'Placing, tracking and cancelling orders, their GST tax invoices and credit notes, and reviewing what was delivered.',
  },
  {
    name: 'Payments',
    description: 'Razorpay (or simulated) payment orders, confirmations and webhooks.',
  },
  {
    name: 'Operations',
    description: 'Health probes, public client settings and the operators’ API.',
  },
] as const satisfies readonly OpenAPIV3_1.TagObject[];

type TagName = (typeof tags)[number]['name'];

/**
 * Each endpoint's group. Typed against the table, so an endpoint added to it without a group
 * here fails the type check instead of silently landing nowhere.
 */
export const tagOf = {
  getProducts: 'Catalogue',
  getGyms: 'Catalogue',
  getReviews: 'Catalogue',
  contact: 'Catalogue',
  getCode: 'Catalogue',
  signUp: 'Account',
  loginWithQuery: 'Account',
  login: 'Account',
  googleSignIn: 'Account',
  getUser: 'Account',
  logout: 'Account',
  logoutAll: 'Account',
  verifyEmail: 'Account',
  resendVerification: 'Account',
  forgotPassword: 'Account',
  resetPassword: 'Account',
  updateUser: 'Account',
  getCart: 'Cart',
  addCart: 'Cart',
  updateCart: 'Cart',
  removeCart: 'Cart',
  clearCart: 'Cart',
  getFavourites: 'Favourites',
  setFavourites: 'Favourites',
  getAddresses: 'Addresses',
  saveAddresses: 'Addresses',
  listGyms: 'Delivery',
  getSlots: 'Delivery',
  reorder: 'Orders',
  getGoals: 'Goals',
  saveGoals: 'Goals',
  getOrders: 'Orders',
  getOrder: 'Orders',
  cancelOrder: 'Orders',
  addOrder: 'Orders',
  addReview: 'Orders',
  getInvoice: 'Orders',
  getInvoicePdf: 'Orders',
  getCreditNotePdf: 'Orders',
  createPaymentOrder: 'Payments',
  authorisePayment: 'Payments',
  razorpayWebhook: 'Payments',
  simulatePayment: 'Payments',
  advanceOrder: 'Operations',
  healthz: 'Operations',
  readyz: 'Operations',
  getClientConfig: 'Operations',
  getDeliverySettings: 'Operations',
  getAdminSlots: 'Operations',
  setGymHours: 'Operations',
  setDefaultCapacity: 'Operations',
  setSlotCapacity: 'Operations',
  listVouchers: 'Operations',
  createVoucher: 'Operations',
  updateVoucher: 'Operations',
  deactivateVoucher: 'Operations',
  listAdminRefunds: 'Operations',
  retryRefund: 'Operations',
  listAdminMessages: 'Operations',
  markMessage: 'Operations',
  listAdminReviews: 'Operations',
  hideReview: 'Operations',
  showReview: 'Operations',
  listStaff: 'Operations',
  setStaffRole: 'Operations',
  listActivity: 'Operations',
  listBoardOrders: 'Operations',
  staffCancelOrder: 'Operations',
  getPrepList: 'Operations',
  createProduct: 'Operations',
  updateProduct: 'Operations',
  setProductAvailability: 'Operations',
} as const satisfies Record<keyof typeof endpoints, TagName>;
