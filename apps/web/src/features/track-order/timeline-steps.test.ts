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
});
