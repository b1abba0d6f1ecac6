import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../test/contract.js';
import { createErrorHandler } from './error-handler.js';
import { sameSiteOnly } from './same-site-only.js';

const app = express();
app.get(
  '/guarded',
  sameSiteOnly(['https://shop.example.com'], 'Not from another site'),
  (_req, res) => {
    res.json({ success: true });
  },
);
app.use(createErrorHandler());

const guarded = (headers: Record<string, string>) => request(app).get('/guarded').set(headers);

describe('sameSiteOnly', () => {
  it.each([
    ['neither header (curl, a server)', {}],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed or bookmarked)', { 'Sec-Fetch-Site': 'none' }],
    [
      'same-origin, even when a proxy changed the Host',
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:5173', Host: 'api:4000' },
    ],
    ['an allowed Origin', { Origin: 'https://shop.example.com' }],
    [
      'an allowed Origin on a same-site request',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.example.com' },
    ],
    ["the API's own origin", { Origin: 'https://api.example.com', Host: 'api.example.com' }],
    [
      "the API's own origin with a port",
      { Origin: 'http://localhost:4000', Host: 'localhost:4000' },
    ],
  ])('lets through a request with %s', async (_case, headers) => {
    const response = await guarded(headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site, whatever Origin it names',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://shop.example.com' },
    ],
    ['a foreign Origin', { Origin: 'https://evil.example.net', Host: 'api.example.com' }],
    [
      'a foreign Origin on a same-site request',
      {
        'Sec-Fetch-Site': 'same-site',
        Origin: 'https://blog.example.com',
        Host: 'api.example.com',
      },
    ],
    ["the API's host on another port", { Origin: 'http://localhost:8081', Host: 'localhost:4000' }],
    ["Origin 'null' (a sandboxed frame)", { Origin: 'null' }],
  ])('refuses a request with %s with 403 and the message', async (_case, headers) => {
    const envelope = expectFailure(await guarded(headers), 403, 'FORBIDDEN');
    expect(envelope.message).toBe('Not from another site');
  });
});
