import { getCode, contact, getGyms, getProducts, getReviews } from './catalog.js';
import {
  getUser,
  googleSignIn,
  login,
  loginWithQuery,
  logout,
  signUp,
  updateUser,
} from './account.js';
import { addCart, clearCart, getCart, removeCart, updateCart } from './cart.js';
import { getFavourites, setFavourites } from './favourites.js';
import { getAddresses, saveAddresses } from './addresses.js';
import { addOrder, addReview, cancelOrder, getOrder, getOrders } from './orders.js';
import {
  authorisePayment,
  createPaymentOrder,
  razorpayWebhook,
  simulatePayment,
} from './payments.js';
import { advanceOrder, healthz, readyz } from './operations.js';
import { getClientConfig } from './clientConfig.js';
import type { EndpointDefinition } from '../endpoint.js';

/** Every endpoint of the API, by name. Both apps derive routes, clients and checks from it. */
export const endpoints = {
  getProducts,
  getGyms,
  getReviews,
  contact,
  getCode,
  signUp,
  loginWithQuery,
  login,
  googleSignIn,
  getUser,
  logout,
  updateUser,
  getCart,
  addCart,
  updateCart,
  removeCart,
  clearCart,
  getFavourites,
  setFavourites,
  getAddresses,
  saveAddresses,
  getOrders,
  getOrder,
  cancelOrder,
  addOrder,
  createPaymentOrder,
  authorisePayment,
  addReview,
  razorpayWebhook,
  simulatePayment,
  advanceOrder,
  healthz,
  readyz,
  getClientConfig,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The number of calls in spec section 7; the rest of the table is marked origin 'addition'. */
export const SPEC_ENDPOINT_COUNT = 26;

export const endpointList = Object.entries(endpoints).map(([name, endpoint]) => ({
  name: name as EndpointName,
  ...(endpoint as EndpointDefinition),
}));
