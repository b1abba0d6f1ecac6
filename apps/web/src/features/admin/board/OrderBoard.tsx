import type { BoardOrder } from '@gymfuel/contracts';
import { boardColumns } from './board-groups';
import { OrderCard } from './OrderCard';

/**
 * Five columns by status (Processing → Cancelled); in each, the orders grouped by slot, then gym.
 * Side by side on a desk, one under the other on a phone.
 */
export function OrderBoard({ orders }: { orders: readonly BoardOrder[] }) {
  return (
    <div className="board">
      {boardColumns(orders).map((column) => (
        <section
          key={column.status}
          className="board__column"
          aria-label={`${column.status} (${column.count})`}
        >
          <h2 className="board__status">
            {column.status} <span className="board__count">{column.count}</span>
          </h2>
          {column.count === 0 && <p className="board__empty">No orders</p>}
          {column.slots.map((slot) => (
            <section key={slot.slot} className="board__slot">
              <h3 className="board__slot-title">{slot.slot}</h3>
              {slot.gyms.map((gym) => (
                <section key={gym.gym} className="board__gym">
                  <h4 className="board__gym-title">{gym.gym}</h4>
                  {gym.orders.map((order) => (
                    <OrderCard key={order.orderId} order={order} />
                  ))}
                </section>
              ))}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
