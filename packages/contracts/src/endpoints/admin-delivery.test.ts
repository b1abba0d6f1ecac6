import { describe, expect, it } from 'vitest';
import { gymSchema } from '../domain/gym.js';
import { setGymHoursBodySchema } from './admin-delivery.js';

const hours = (opensAt: string, closesAt: string) =>
  setGymHoursBodySchema.safeParse({ gym: 'Night Owl Gym', opensAt, closesAt, version: 0 });

const problemsOf = (result: ReturnType<typeof hours>) =>
  result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);

describe('a gym’s opening hours', () => {
  it('may close at midnight, written 24:00', () => {
    expect(hours('06:00', '24:00').data).toMatchObject({ opensAt: '06:00', closesAt: '24:00' });
  });

  it('reads a closing time of 00:00 as midnight at the end of the day', () => {
    expect(hours('06:00', '00:00').data).toMatchObject({ opensAt: '06:00', closesAt: '24:00' });
    expect(hours('22:00', '00:00').data).toMatchObject({ opensAt: '22:00', closesAt: '24:00' });
  });

  it('may be open all day: 00:00–24:00, or 00:00–00:00', () => {
    expect(hours('00:00', '24:00').data).toMatchObject({ opensAt: '00:00', closesAt: '24:00' });
    expect(hours('00:00', '00:00').data).toMatchObject({ opensAt: '00:00', closesAt: '24:00' });
  });

  it('refuses overnight hours, which run into the next day', () => {
    expect(problemsOf(hours('22:00', '06:00'))).toEqual([
      ['closesAt', 'Must be after the opening time'],
    ]);
    expect(problemsOf(hours('10:00', '10:00'))).toEqual([
      ['closesAt', 'Must be after the opening time'],
    ]);
  });

  it('opens at 23:30 at the latest: 24:00 is only a closing time', () => {
    expect(problemsOf(hours('24:00', '24:00'))).toContainEqual([
      'opensAt',
      'Must be a time like 18:00',
    ]);
  });

  it('keeps to the hour or half past, and to the clock', () => {
    expect(problemsOf(hours('06:00', '23:45'))).toEqual([
      ['closesAt', 'Must be on the hour or half past'],
    ]);
    expect(problemsOf(hours('06:00', '24:30'))).toEqual([
      ['closesAt', 'Must be a time like 18:00'],
    ]);
  });

  it('is answered with 24:00 for a gym open until midnight', () => {
    const gym = {
      _id: '64b7f0c2a1b2c3d4e5f60718',
      name: 'Night Owl Gym',
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      opensAt: '00:00',
      closesAt: '24:00',
      handoverPoint: 'Reception',
    };
    expect(gymSchema.parse(gym)).toEqual(gym);
    expect(gymSchema.safeParse({ ...gym, opensAt: '24:00' }).success).toBe(false);
  });
});
