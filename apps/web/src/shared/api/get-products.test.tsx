import { screen } from '@testing-library/react';
import { holdRequests, stubApi } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { rereadCatalogue } from './get-products';

const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);

describe('reading the catalogue again when a newer one is announced', () => {
  it('replaces a first read still in flight, whose copy may be the older one', async () => {
    // The service worker answers the first read from its cache (still available) and announces
    // the newer catalogue (sold out) before that answer has reached the page.
    let reads = 0;
    const calls = stubApi({
      'GET /getproducts': () => ({ body: [{ ...shake, available: reads++ > 0 ? false : true }] }),
    });
    const release = holdRequests('/getproducts');
    const { queryClient } = renderApp(`/product/${shake._id}`);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['products'])?.fetchStatus).toBe('fetching'),
    );

    const reread = rereadCatalogue(queryClient);
    release();
    await reread;

    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(calls.filter(({ path }) => path === '/getproducts')).toHaveLength(2);
  });
});

describe('a catalogue saved before products had versions', () => {
  it('still shows its products (the service worker may answer with it offline after a deploy)', async () => {
    const unversioned: Record<string, unknown> = { ...shake };
    delete unversioned.version;
    stubApi({ 'GET /getproducts': () => ({ body: [unversioned] }) });
    renderApp(`/product/${shake._id}`);
    expect(await screen.findByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
  });
});
