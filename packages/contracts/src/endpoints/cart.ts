import { z } from '../zod.js';
import { ignoredAmountSchema } from '../rules/amounts.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { cartItemSchema } from '../domain/cart.js';
import { objectIdSchema } from '../rules/ids.js';
import { quantitySchema } from '../rules/limits.js';
import { callerOnlyBodySchema, callerUserId } from './body.js';
import { messageResponse, successResponse } from './responses.js';

/** Only the caller's lines, still as a bare array of items carrying userId. */
export const getCart = defineEndpoint({
  method: 'GET',
  path: '/getcart',
  auth: 'session',
  origin: 'spec',
  response: z.array(cartItemSchema),
});

export const addCartBodySchema = z.object({
  userId: callerUserId,
  proId: objectIdSchema,
  quantity: quantitySchema,
  /** Sent by the spec's client; the server reads these from the catalogue instead. */
  title: z.string().optional(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  price: ignoredAmountSchema,
});

/** A product already in the cart is a 409 envelope ('Product already in Cart!' on the web). */
export const addCart = defineEndpoint({
  method: 'POST',
  path: '/addcart',
  auth: 'session',
  origin: 'spec',
  body: addCartBodySchema,
  response: messageResponse,
});

export const updateCartBodySchema = z.object({
  userId: callerUserId,
  proId: objectIdSchema,
  quantity: quantitySchema,
});

/** Addition beyond the spec: saves the quantity stepper on the server. */
export const updateCart = defineEndpoint({
  method: 'POST',
  path: '/updatecart',
  auth: 'session',
  origin: 'addition',
  body: updateCartBodySchema,
  response: successResponse,
});

export const removeCartBodySchema = z.object({
  userId: callerUserId,
  proId: objectIdSchema,
});

export const removeCart = defineEndpoint({
  method: 'POST',
  path: '/removecart',
  auth: 'session',
  origin: 'spec',
  body: removeCartBodySchema,
  response: successResponse,
});

export const clearCart = defineEndpoint({
  method: 'POST',
  path: '/clearcart',
  auth: 'session',
  origin: 'spec',
  body: callerOnlyBodySchema,
  response: successResponse,
});

export const cartEndpoints = {
  getCart,
  addCart,
  updateCart,
  removeCart,
  clearCart,
} as const satisfies Record<string, EndpointDefinition>;
