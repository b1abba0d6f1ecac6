import { act, renderHook, waitFor } from '@testing-library/react';
import { makeProduct } from '../../test/fixtures';
import { DEFAULT_QUERY } from './catalogue-query';
import { buildSearchIndex } from './search-index';
import { useShownProducts } from './useShownProducts';

vi.mock('./search-index', { spy: true });

const products = [
  makeProduct('Meals', 'Paneer Tikka Bowl'),
  makeProduct('Shakes', 'Mango Protein Shake'),
];

describe('useShownProducts', () => {
  // Indexing the catalogue is a long task on a phone, right as the list becomes usable.
  it('indexes the catalogue only once a search is typed', async () => {
    const { result, rerender } = renderHook(
      ({ search }) => useShownProducts(products, { ...DEFAULT_QUERY, search }),
      {
        initialProps: { search: '' },
      },
    );
    expect(result.current?.map((product) => product.title)).toEqual([
      'Paneer Tikka Bowl',
      'Mango Protein Shake',
    ]);
    // The search module arrives (the list renders again with it): still no index.
    await act(async () => {
      await import('./search-index');
    });
    expect(vi.mocked(buildSearchIndex)).not.toHaveBeenCalled();

    rerender({ search: 'paner' });
    await waitFor(
      () => expect(result.current?.map((product) => product.title)).toEqual(['Paneer Tikka Bowl']),
      { timeout: 10_000 },
    );
    expect(vi.mocked(buildSearchIndex)).toHaveBeenCalledTimes(1);
  });
});
