import { ObjectId } from 'bson';
import { findDocuments } from '../query/find.js';
import { Catalog } from '../store/catalog.js';
import { normaliseIndexSpec } from '../store/index-spec.js';

/**
 * `node dist/bench/prefix-lookup.js`: the shop's checkout reads a delivery slot's seats by
 * (gym, date, start), the leading fields of the seats' unique (gym, date, start, seat) index.
 * Prints the time of one such find, in the engine's process (no wire), as the seats pile up.
 */
const GYMS = ['Iron', 'Forge', 'Temple', 'Pulse', 'Core', 'Peak', 'Flex', 'Titan'];
const STARTS = [
  '07:00',
  '07:30',
  '08:00',
  '08:30',
  '12:00',
  '12:30',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
];
const FINDS = 2000;
const quiet = { changed() {}, dropped() {}, databaseDropped() {} };

function seatsCollection(count: number) {
  const seats = new Catalog(quiet).create('shop', 'slotseats');
  seats.createIndex(
    normaliseIndexSpec({ key: { gym: 1, date: 1, start: 1, seat: 1 }, unique: true }),
  );
  for (let i = 0; i < count; i++) {
    seats.insert({
      _id: new ObjectId(),
      gym: GYMS[i % GYMS.length],
      date: `2026-11-${10 + ((i >> 3) % 7)}`,
      start: STARTS[Math.floor(i / 56) % STARTS.length],
      seat: 1 + Math.floor(i / 560),
      state: 'confirmed',
    });
  }
  return seats;
}

for (const count of [2000, 20_000]) {
  const seats = seatsCollection(count);
  const filter = { gym: 'Iron', date: '2026-11-12', start: '19:00' };
  const found = findDocuments(seats, { filter }).length;
  for (let i = 0; i < 200; i++) findDocuments(seats, { filter });
  const started = performance.now();
  for (let i = 0; i < FINDS; i++) findDocuments(seats, { filter });
  const microseconds = ((performance.now() - started) * 1000) / FINDS;
  console.log(`a slot's ${found} seats among ${count}: ${microseconds.toFixed(1)} µs per find`);
}
