import { describe, expect, it } from 'vitest';
import { withDatabase } from './test-db.js';

describe('withDatabase', () => {
  it.each([
    ['mongodb://127.0.0.1:4100', 'mongodb://127.0.0.1:4100/t1'],
    ['mongodb://127.0.0.1:4100/', 'mongodb://127.0.0.1:4100/t1'],
    ['mongodb://u:p@a:1,b:2/gymfuel?replicaSet=rs0', 'mongodb://u:p@a:1,b:2/t1?replicaSet=rs0'],
    [
      'mongodb+srv://cluster.example.net/?retryWrites=true',
      'mongodb+srv://cluster.example.net/t1?retryWrites=true',
    ],
  ])('points %s at the test database', (uri, expected) => {
    expect(withDatabase(uri, 't1')).toBe(expected);
  });
});
