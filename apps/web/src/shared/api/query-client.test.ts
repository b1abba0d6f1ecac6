import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** A promise the test settles when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('the app’s query client', () => {
  it('reads again after a write a query whose first read left before it', async () => {
    const client = createQueryClient();
    const reads = [later<string[]>(), later<string[]>()];
    let sent = 0;
    const cart = new QueryObserver(client, {
      queryKey: ['cart', 'asha'],
      queryFn: () => reads[sent++]!.promise,
    });
    const stop = cart.subscribe(() => undefined);
    // The first read of the cart is on its way when Add to Cart's answer invalidates it.
    await vi.waitFor(() => expect(sent).toBe(1));

    const invalidated = client.invalidateQueries({ queryKey: ['cart', 'asha'] });
    reads[0]!.resolve([]);
    await vi.waitFor(() => expect(sent).toBe(2));
    reads[1]!.resolve(['Peanut Power Shake']);
    await invalidated;

    expect(client.getQueryData(['cart', 'asha'])).toEqual(['Peanut Power Shake']);
    expect(cart.getCurrentResult().data).toEqual(['Peanut Power Shake']);
    stop();
  });

  it('leaves alone the first reads of other queries', async () => {
    const client = createQueryClient();
    const favourites = later<string[]>();
    const observer = new QueryObserver(client, {
      queryKey: ['favourites', 'asha'],
      queryFn: () => favourites.promise,
    });
    const stop = observer.subscribe(() => undefined);

    await client.invalidateQueries({ queryKey: ['cart', 'asha'] });
    favourites.resolve(['Quinoa Power Bowl']);

    await vi.waitFor(() =>
      expect(client.getQueryData(['favourites', 'asha'])).toEqual(['Quinoa Power Bowl']),
    );
    stop();
  });
});
