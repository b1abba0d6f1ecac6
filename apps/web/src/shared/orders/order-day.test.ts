import { makeUser } from '../../test/account-fixtures';
import { makeProduct } from '../../test/fixtures';
import { lineOf, makeOrder } from '../../test/order-fixtures';
import { orderDay } from './order-day';

const placedOn = (date: string) =>
  makeOrder(makeUser(), [lineOf(makeProduct('Meals', 'Quinoa Power Bowl', 329))], { date });

describe('the day an order was placed', () => {
  it('shows the first 10 characters of the date', () => {
    expect(orderDay(placedOn('2026-03-12T10:15:00.000Z'))).toBe('2026-03-12');
  });

  it("dates an order by India's calendar, not UTC's", () => {
    // 00:40 on 15 March in India is still 14 March in UTC.
    expect(orderDay(placedOn('2026-03-14T19:10:00.000Z'))).toBe('2026-03-15');
    // 23:59 on 14 March in India.
    expect(orderDay(placedOn('2026-03-14T18:29:00.000Z'))).toBe('2026-03-14');
  });
});
