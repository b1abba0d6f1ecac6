import { productsEndpoints } from '@gymfuel/contracts';
import { vi } from 'vitest';
import { CATALOGUE_PATH } from '../../shared/api/catalogue-path';
import { followCatalogueUpdates } from './catalogue-updates';

const broadcastUpdate = (updatedURL: string) => ({
  type: 'CACHE_UPDATED',
  meta: 'workbox-broadcast-update',
  payload: { cacheName: 'gymfuel-catalogue', updatedURL },
});

describe('news of a newer catalogue from the service worker', () => {
  it("watches the catalogue endpoint's own path, under /api", () => {
    expect(CATALOGUE_PATH).toBe(`/api${productsEndpoints.getProducts.path}`);
  });

  it('reads the catalogue again when the revalidation brought a different one, and only then', () => {
    const serviceWorkers = new EventTarget();
    const onCatalogueChanged = vi.fn();
    followCatalogueUpdates(serviceWorkers, onCatalogueChanged);
    const post = (data: unknown) =>
      serviceWorkers.dispatchEvent(new MessageEvent('message', { data }));

    post(broadcastUpdate('http://localhost/art/1f964.webp'));
    post({ type: 'SOMETHING_ELSE' });
    post(null);
    expect(onCatalogueChanged).not.toHaveBeenCalled();

    post(broadcastUpdate('http://localhost/api/getproducts'));
    expect(onCatalogueChanged).toHaveBeenCalledOnce();
  });
});
