import type { OrderStatus } from '@gymfuel/contracts';
import { timelineSteps } from './timeline-steps';

const states = (status: OrderStatus) =>
  timelineSteps(status).map((step) => `${step.status}:${step.state}`);

describe('timeline steps', () => {
  it.each<[OrderStatus, string[]]>([
    [
      'Processing',
      ['Processing:current', 'Shipped:upcoming', 'In Transit:upcoming', 'Delivered:upcoming'],
    ],
    [
      'Shipped',
      ['Processing:done', 'Shipped:current', 'In Transit:upcoming', 'Delivered:upcoming'],
    ],
    ['In Transit', ['Processing:done', 'Shipped:done', 'In Transit:current', 'Delivered:upcoming']],
    ['Delivered', ['Processing:done', 'Shipped:done', 'In Transit:done', 'Delivered:current']],
  ])('highlights every step up to %s', (status, expected) => {
    expect(states(status)).toEqual(expected);
  });

  it('adds a Cancelled step after the flow for a cancelled order', () => {
    expect(states('Cancelled')).toEqual([
      'Processing:done',
      'Shipped:upcoming',
      'In Transit:upcoming',
      'Delivered:upcoming',
      'Cancelled:cancelled',
    ]);
  });

  it('gives each reached step its time from the timeline, and none to steps ahead', () => {
    const steps = timelineSteps('Shipped', [
      { status: 'Processing', at: '2026-11-28T03:42:00.000Z' },
      { status: 'Shipped', at: '2026-11-28T12:35:00.000Z' },
    ]);
    expect(steps.map((step) => step.at)).toEqual([
      '2026-11-28T03:42:00.000Z',
      '2026-11-28T12:35:00.000Z',
      undefined,
      undefined,
    ]);
  });

  it('highlights how far a cancelled order got, where its timeline says', () => {
    const steps = timelineSteps('Cancelled', [
      { status: 'Processing', at: '2026-11-28T03:42:00.000Z' },
      { status: 'Shipped', at: '2026-11-28T12:35:00.000Z' },
      { status: 'Cancelled', at: '2026-11-28T12:40:00.000Z' },
    ]);
    expect(steps.map((step) => `${step.status}:${step.state}:${step.at ?? '-'}`)).toEqual([
      'Processing:done:2026-11-28T03:42:00.000Z',
      'Shipped:done:2026-11-28T12:35:00.000Z',
      'In Transit:upcoming:-',
      'Delivered:upcoming:-',
      'Cancelled:cancelled:2026-11-28T12:40:00.000Z',
    ]);
  });
});
