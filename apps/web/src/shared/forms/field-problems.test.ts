import { ApiError } from '../api/api-error';
import {
  fieldProblemsFrom,
  fieldProblemsOf,
  firstProblemField,
  nameTheField,
} from './field-problems';

const labels = { your_name: 'Your name', phone: 'Phone' };

describe('field problems', () => {
  it.each([
    ['Must be at most 100 characters', 'Your name must be at most 100 characters'],
    ['This field is required', 'Your name is required'],
    ['Enter a valid e-mail address', 'Enter a valid e-mail address'],
  ])('names the field in %j', (message, named) => {
    expect(nameTheField('Your name', message)).toBe(named);
  });

  it('keys each field named by the last part of a path, keeping its first problem', () => {
    expect(
      fieldProblemsFrom(
        [
          { path: 'addresses.0.your_name', message: 'Must be at most 100 characters' },
          { path: 'address.phone', message: 'Enter a valid 10-digit Indian mobile number' },
          { path: 'address.phone', message: 'This field is required' },
          { path: 'amount', message: 'Too small' },
        ],
        labels,
      ),
    ).toEqual({
      your_name: 'Your name must be at most 100 characters',
      phone: 'Enter a valid 10-digit Indian mobile number',
    });
  });

  it('reads only a 400 refusal', () => {
    const details = [{ path: 'phone', message: 'This field is required' }];
    expect(
      fieldProblemsOf(new ApiError('Invalid request', 400, 'BAD_REQUEST', details), labels),
    ).toEqual({
      phone: 'Phone is required',
    });
    expect(fieldProblemsOf(new ApiError('Conflict', 409, 'CONFLICT', details), labels)).toEqual({});
    expect(fieldProblemsOf(new Error('offline'), labels)).toEqual({});
  });

  it('finds the first field with a problem in the form’s order', () => {
    expect(firstProblemField({ phone: 'Phone is required', your_name: 'x' }, labels)).toBe(
      'your_name',
    );
    expect(firstProblemField({}, labels)).toBeUndefined();
  });
});
