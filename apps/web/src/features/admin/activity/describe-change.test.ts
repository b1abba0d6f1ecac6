import { describeChange } from './describe-change';

describe('describeChange', () => {
  it('writes one line per field, before → after', () => {
    expect(describeChange({ role: 'customer' }, { role: 'staff' })).toEqual([
      'role: customer → staff',
    ]);
  });

  it('marks a side that lacks the field, and writes other values as JSON', () => {
    expect(describeChange({ hidden: false }, { hidden: true, reason: 'Abusive' })).toEqual([
      'hidden: false → true',
      'reason: — → Abusive',
    ]);
    expect(describeChange(undefined, { allergens: ['milk'] })).toEqual(['allergens: — → ["milk"]']);
    expect(describeChange(undefined, undefined)).toEqual([]);
  });
});
