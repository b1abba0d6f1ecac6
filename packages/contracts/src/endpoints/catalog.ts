import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { productSchema } from '../domain/product.js';
import { reviewSchema } from '../domain/review.js';
import { contactSchema } from '../domain/contact.js';
import { voucherSchema } from '../domain/voucher.js';
import { voucherCodeSchema } from '../rules/voucherCode.js';
import { dataResponse, successResponse } from './responses.js';

export const getProducts = defineEndpoint({
  method: 'GET',
  path: '/getproducts',
  auth: 'none',
  origin: 'spec',
  /** A bare array, as the spec reads it. */
  response: z.array(productSchema),
});

export const getGyms = defineEndpoint({
  method: 'GET',
  path: '/getgyms',
  auth: 'none',
  origin: 'spec',
  response: dataResponse(z.array(z.string())),
});

export const getReviews = defineEndpoint({
  method: 'GET',
  path: '/getreviews',
  auth: 'none',
  origin: 'spec',
  response: dataResponse(z.array(reviewSchema)),
});

export const contact = defineEndpoint({
  method: 'POST',
  path: '/contact',
  auth: 'none',
  origin: 'spec',
  body: contactSchema,
  response: successResponse,
});

export const getCodeBodySchema = z.object({ code: voucherCodeSchema });

/** An unknown code is a 404 envelope; an inactive one is answered with isActive: false. */
export const getCode = defineEndpoint({
  method: 'POST',
  path: '/getcode',
  auth: 'none',
  origin: 'spec',
  body: getCodeBodySchema,
  response: dataResponse(voucherSchema),
});
