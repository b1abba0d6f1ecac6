import { makeUser } from '../../test/account-fixtures';
import { makeProduct } from '../../test/fixtures';
import { lineOf, makeOrder } from '../../test/order-fixtures';
import { numberOrders } from './number-orders';

const asha = makeUser();
const line = lineOf(makeProduct('Meals', 'Quinoa Power Bowl', 329));
const placedOn = (date: string) => makeOrder(asha, [line], { date });

describe('numbering orders', () => {
  it('puts the newest first and gives it the highest number', () => {
    const january = placedOn('2026-01-05T08:00:00.000Z');
    const march = placedOn('2026-03-01T18:30:00.000Z');
    const february = placedOn('2026-02-10T12:00:00+05:30');
    expect(
      numberOrders([january, march, february]).map(({ order, number }) => [order.date, number]),
    ).toEqual([
      [march.date, 3],
      [february.date, 2],
      [january.date, 1],
    ]);
  });

  it('compares instants, not text, across time zones', () => {
    const earlier = placedOn('2026-03-01T23:00:00+05:30');
    const later = placedOn('2026-03-01T18:00:00.000Z');
    expect(numberOrders([earlier, later]).map(({ order }) => order)).toEqual([later, earlier]);
  });

  it('copes with no orders and does not reorder its input', () => {
    expect(numberOrders([])).toEqual([]);
    const orders = [placedOn('2026-01-01T00:00:00.000Z'), placedOn('2026-02-01T00:00:00.000Z')];
    numberOrders(orders);
    expect(orders[0]?.date).toBe('2026-01-01T00:00:00.000Z');
  });
});
