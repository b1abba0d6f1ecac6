import {
  adminProductsEndpoints,
  adminReviewsEndpoints,
  contactEndpoints,
  productsEndpoints,
  sessionsEndpoints,
} from '@gymfuel/contracts';
import { stubApi } from '../../test/fetch-stub';
import { makeCatalogue } from '../../test/fixtures';
import { ApiError } from './api-error';
import { callEndpoint, rereadTrusted } from './client';
import { getProducts } from './get-products';

describe('callEndpoint', () => {
  it('posts JSON to /api + the path, with the session cookie', async () => {
    const calls = stubApi({ 'POST /contact': { body: { success: true } } });
    await expect(
      callEndpoint(contactEndpoints.contact, { email: 'a@b.in', message: 'Hi' }),
    ).resolves.toEqual({ success: true });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/contact',
        query: {},
        body: { email: 'a@b.in', message: 'Hi' },
        credentials: 'include',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
      },
    ]);
  });

  it('puts path parameters in the URL and the rest in the body', async () => {
    const productId = '0123456789abcdef01234567';
    const calls = stubApi({});
    await callEndpoint(adminProductsEndpoints.setProductAvailability, {
      productId,
      available: false,
    }).catch(() => undefined);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/admin/products/${productId}/availability`,
        body: { available: false },
      }),
    ]);
  });

  it('sends a GET without a body, and its query in the URL', async () => {
    const catalogue = makeCatalogue();
    const fetchCalls = stubApi({ 'GET /getproducts': { body: catalogue } });
    await expect(callEndpoint(productsEndpoints.getProducts)).resolves.toEqual(catalogue);
    expect(fetchCalls[0]).toMatchObject({ method: 'GET', body: undefined, credentials: 'include' });

    const spy = vi.mocked(fetch);
    await callEndpoint(sessionsEndpoints.loginWithQuery, {
      email: 'a+b@c.in',
      password: 'p&ss word',
    }).catch(() => undefined);
    expect(String(spy.mock.calls.at(-1)?.[0])).toBe(
      '/api/login?email=a%2Bb%40c.in&password=p%26ss+word',
    );
  });

  it('fills a POST’s path parameters in and sends the rest as its body', async () => {
    const review = { _id: '64b7f0c2a1d3e4f5a6b7c8da', userName: 'A', review: 'B', userPhoto: '' };
    const calls = stubApi({
      'POST /admin/reviews/64b7f0c2a1d3e4f5a6b7c8da/hide': {
        body: { success: true, data: { ...review, createdAt: '2026-11-25T12:00:00.000Z' } },
      },
    });
    await callEndpoint(adminReviewsEndpoints.hideReview, { reviewId: review._id, reason: 'Spam' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/admin/reviews/64b7f0c2a1d3e4f5a6b7c8da/hide',
      body: { reason: 'Spam' },
    });
  });

  it('turns the error envelope into an ApiError with its status, message, code and details', async () => {
    const details = [{ path: 'email', message: 'Enter a valid e-mail address' }];
    stubApi({
      'POST /contact': {
        status: 400,
        body: { success: false, message: 'Invalid request', code: 'BAD_REQUEST', details },
      },
    });
    const error = await callEndpoint(contactEndpoints.contact, { email: 'x', message: '' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid request',
      code: 'BAD_REQUEST',
      details,
    });
  });

  it('reports a non-JSON failure, e.g. a proxy error page, as BAD_RESPONSE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    await expect(callEndpoint(productsEndpoints.getProducts)).rejects.toMatchObject({
      status: 502,
      code: 'BAD_RESPONSE',
    });
  });

  it('refuses a success answer that breaks the contract', async () => {
    stubApi({ 'GET /getproducts': { body: [{ _id: 'nope', title: 1 }] } });
    await expect(callEndpoint(productsEndpoints.getProducts)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('reports an unreachable server as NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callEndpoint(productsEndpoints.getProducts)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
  });
});

describe('rereadTrusted', () => {
  const loadGetProducts = vi.fn(async () => productsEndpoints.getProducts);
  const reversedKeys = (value: object) => Object.fromEntries(Object.entries(value).reverse());

  it('keeps what the screen shows when the answer equals it, in any key order, loading no schema', async () => {
    loadGetProducts.mockClear();
    const shown = makeCatalogue();
    const calls = stubApi({ 'GET /getproducts': { body: shown.map(reversedKeys) } });
    await expect(rereadTrusted('/api/getproducts', shown, loadGetProducts)).resolves.toBe(shown);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/getproducts', credentials: 'include' }),
    ]);
    expect(loadGetProducts).not.toHaveBeenCalled();
  });

  it('parses a different answer with the endpoint schema', async () => {
    loadGetProducts.mockClear();
    const [first, ...rest] = makeCatalogue();
    const changed = [{ ...first!, price: first!.price + 20 }, ...rest];
    stubApi({ 'GET /getproducts': { body: changed } });
    const answer = await rereadTrusted('/api/getproducts', [first!, ...rest], loadGetProducts);
    expect(answer).toEqual(changed);
    expect(loadGetProducts).toHaveBeenCalledOnce();
  });

  it('refuses a different answer that breaks the contract', async () => {
    stubApi({ 'GET /getproducts': { body: [{ _id: 'nope', title: 1 }] } });
    await expect(
      rereadTrusted('/api/getproducts', makeCatalogue(), loadGetProducts),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
  });

  it('fails with the error envelope as callEndpoint does', async () => {
    stubApi({
      'GET /getproducts': {
        status: 500,
        body: { success: false, message: 'Something went wrong', code: 'INTERNAL' },
      },
    });
    await expect(
      rereadTrusted('/api/getproducts', makeCatalogue(), loadGetProducts),
    ).rejects.toMatchObject({ status: 500, message: 'Something went wrong', code: 'INTERNAL' });
  });
});

describe('getProducts', () => {
  it('logs a failed fetch and fails, so the screens can offer Try again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getProducts()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps the catalogue a page shows when the server lists the same one', async () => {
    const shown = makeCatalogue();
    stubApi({ 'GET /getproducts': { body: structuredClone(shown) } });
    await expect(getProducts(undefined, shown)).resolves.toBe(shown);
  });
});
