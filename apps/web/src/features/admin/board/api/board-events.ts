import {
  boardOrderSchema,
  ORDER_BOARD_EVENTS,
  ORDER_BOARD_EVENTS_PATH,
  type BoardOrder,
} from '@gymfuel/contracts';
import { openEventStream } from '../../../../shared/api/event-stream';

interface BoardListener {
  /** The stream listens: whatever changed before is not coming, so read the board again. */
  onReady: () => void;
  /** An order changed (any order, any date): its card as it now stands. */
  onOrder: (order: BoardOrder) => void;
  /** The server refused the stream: perhaps the caller is no longer staff, or signed in. */
  onRefused: () => void;
}

/**
 * Listens to GET /admin/orders/events (Server-Sent Events, with the session cookie): the board's
 * one stream, whatever its filters. A reconnect (openEventStream) says `ready` again, so the
 * board catches up on what it missed. Anything that is not a valid card is ignored. Returns the
 * function that closes the stream.
 */
export function subscribeToBoard({ onReady, onOrder, onRefused }: BoardListener): () => void {
  const receive = (event: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const card = boardOrderSchema.safeParse(data);
    if (card.success) onOrder(card.data);
  };
  return openEventStream(
    ORDER_BOARD_EVENTS_PATH,
    (source) => {
      source.addEventListener(ORDER_BOARD_EVENTS.ready, () => onReady());
      source.addEventListener(ORDER_BOARD_EVENTS.order, receive);
    },
    onRefused,
  );
}
