import { stepTime } from './step-time';

describe('step time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['Asia/Kolkata', 'America/Los_Angeles', 'UTC'])(
    'reads India’s clock in a browser set to %s',
    (browserZone) => {
      process.env.TZ = browserZone;
      expect(stepTime('2026-11-28T12:35:00.000Z', '2026-11-28')).toBe('18:05');
      // 18:30 UTC is already past midnight in India.
      expect(stepTime('2026-11-27T18:40:00.000Z', '2026-11-28')).toBe('00:10');
    },
  );

  it('adds the date for a step on another day than the delivery', () => {
    expect(stepTime('2026-11-27T16:10:00.000Z', '2026-11-28')).toBe('Fri 27 Nov, 21:40');
  });
});
