import {
  computeSummary,
  type Address,
  type DeliverySlot,
  type Order,
  type OrderLine,
  type Product,
  type PublicUser,
  type Refund,
  type RefundStatus,
} from '@gymfuel/contracts';

let nextOrder = 1;
/** A fresh 12-hex order id, as the API makes. */
export const orderIdOf = () => (0xa00000000000 + nextOrder++).toString(16);

export const deliveryAddress: Address = {
  your_name: 'Asha Rao',
  your_email: 'asha@example.com',
  gym_name: 'Flex Zone Koramangala',
  city: 'Bengaluru',
  country: 'India',
  phone: '9876543210',
};

/** A Saturday evening half hour, as checkout keeps it and orders carry it. */
export const deliverySlot: DeliverySlot = { date: '2026-11-28', start: '18:00', end: '18:30' };

export const lineOf = (product: Product, quantity = 1): OrderLine => ({
  productId: product._id,
  productName: product.title,
  productPrice: product.price,
  quantity,
  image: product.imageUrl,
});

/** One of `user`'s orders as /getorders and /getorder answer it, priced without a voucher. */
export function makeOrder(
  user: PublicUser,
  lines: OrderLine[],
  overrides: Partial<Order> = {},
): Order {
  const summary = computeSummary(
    lines.map((line) => ({ price: line.productPrice, quantity: line.quantity })),
    0,
  );
  return {
    userId: user._id,
    orderId: orderIdOf(),
    userName: deliveryAddress.your_name,
    address: 'Flex Zone Koramangala, Bengaluru, India',
    phoneNumber: deliveryAddress.phone,
    paymentMethod: 'credit-card',
    date: '2026-03-12T10:15:00.000Z',
    paymentAmmount: summary.finalTotal,
    order: lines,
    summary,
    status: 'Processing',
    ...overrides,
  };
}

/** The refund of a cancelled order paid online, for all it paid, at the given step. */
export const refundOf = (order: Order, status: RefundStatus): Refund => ({
  id: `refund_${order.orderId}`,
  amount: order.paymentAmmount,
  status,
  createdAt: '2026-03-12T11:00:00.000Z',
  updatedAt: '2026-03-12T11:00:00.000Z',
});

/** `order` cancelled, with its refund at the given step. */
export const cancelledWithRefund = (order: Order, status: RefundStatus): Order => ({
  ...order,
  status: 'Cancelled',
  refund: refundOf(order, status),
});
