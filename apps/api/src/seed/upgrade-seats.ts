import type { Connection, Types } from 'mongoose';
import { CONFIRMED_SEAT_INDEX } from '../modules/delivery/slot-seats.model.js';

/**
 * Start-up migration, run before the indexes are built: earlier versions could confirm two seats
 * for one payment (two confirmations racing after its hold lapsed). The unique index on a
 * holder's confirmed seat (slot-seats.model.ts) refuses that now, and could not be built over
 * such pairs. Each holder keeps its lowest-numbered confirmed seat (within the capacity where it
 * has one); the others are given back. Once the index exists there can be none, and the seats
 * are not read again. Returns how many seats it gave back.
 */
export async function freeDoubleConfirmedSeats(connection: Connection): Promise<number> {
  const seats = connection.collection('slotseats');
  const indexes = await seats
    .listIndexes()
    .toArray()
    .catch(() => []);
  if (indexes.some((index) => index.name === CONFIRMED_SEAT_INDEX)) return 0;
  const doubled = await seats
    .aggregate<{ seatIds: Types.ObjectId[] }>([
      { $match: { state: 'confirmed' } },
      { $sort: { seat: 1 } },
      { $group: { _id: '$holder', seatIds: { $push: '$_id' } } },
      { $match: { 'seatIds.1': { $exists: true } } },
    ])
    .toArray();
  const extra = doubled.flatMap(({ seatIds }) => seatIds.slice(1));
  if (extra.length === 0) return 0;
  const { deletedCount } = await seats.deleteMany({ _id: { $in: extra } });
  return deletedCount;
}
