import { useState } from 'react';
import { LoadError } from '../../../shared/ui/LoadError';
import { Loader } from '../../../shared/ui/Loader';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { useDayShown } from '../useDayShown';
import { useBoardOrders, type BoardFilter } from './api/board-orders';
import { OrderFilters } from './BoardFilters';
import { OrderBoard } from './OrderBoard';
import { useBoardStream } from './useBoardStream';
import './board.css';

/** 'Order board' (staff): the day's orders by status, slot and gym, live, moved on from here. */
export default function OrderBoardScreen() {
  const [date, setDate] = useDayShown();
  const [gym, setGym] = useState('');
  const [slot, setSlot] = useState('');
  const day: BoardFilter = { date, ...(gym === '' ? {} : { gym }) };
  const filter: BoardFilter = { ...day, ...(slot === '' ? {} : { slot }) };
  const board = useBoardOrders(filter);
  // The whole day's board (the same query as with no slot chosen, kept live by the stream): the
  // slots its orders were booked at are offered, those outside the gym's hours too.
  const bookedStarts = (useBoardOrders(day).data ?? []).flatMap((order) =>
    order.slot ? [order.slot.start] : [],
  );
  useBoardStream();

  return (
    <ConsoleScreenFrame
      title="Order board"
      lead="The day's orders by status, slot and gym. It updates by itself."
    >
      <OrderFilters
        idPrefix="board"
        date={date}
        onDateChange={setDate}
        slot={slot}
        onSlotChange={setSlot}
        bookedStarts={bookedStarts}
        gym={{
          value: gym,
          onChange: (chosen) => {
            // A slot one gym has may not exist at another.
            setGym(chosen);
            setSlot('');
          },
        }}
      />
      {board.isPending && <Loader label="Loading the orders" />}
      {board.isError && (
        <LoadError
          message="The orders could not be loaded."
          onRetry={() => void board.refetch()}
          isRetrying={board.isFetching}
        />
      )}
      {board.data && <OrderBoard orders={board.data} />}
    </ConsoleScreenFrame>
  );
}
