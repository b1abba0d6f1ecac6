import { PHONE_MESSAGE } from '@gymfuel/contracts';
import { validateSignUp, type SignUpForm } from './validate-sign-up';

const valid: SignUpForm = {
  userName: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '98765 43210',
  password: 'protein-rich',
  confirmPassword: 'protein-rich',
  acceptedTerms: true,
};

describe('sign-up validation', () => {
  it('lets a complete form through', () => {
    expect(validateSignUp(valid)).toBeNull();
    expect(validateSignUp({ ...valid, phoneNumber: '+91 98765-43210' })).toBeNull();
  });

  it('asks for the terms first, whatever else is wrong', () => {
    expect(
      validateSignUp({ ...valid, acceptedTerms: false, password: 'x', confirmPassword: 'y' }),
    ).toBe('Please accept the terms and conditions');
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['1234567', 7],
  ])('refuses the password %j with its length (%i) in the message', (password, length) => {
    expect(validateSignUp({ ...valid, password, confirmPassword: password })).toBe(
      `Password must be atleast 8 characters long! ${length}`,
    );
  });

  it('accepts exactly 8 characters and refuses more than 72 bytes', () => {
    expect(
      validateSignUp({ ...valid, password: '12345678', confirmPassword: '12345678' }),
    ).toBeNull();
    const long = 'é'.repeat(37);
    expect(validateSignUp({ ...valid, password: long, confirmPassword: long })).toBe(
      'Password must be at most 72 bytes long (an English letter or digit is 1 byte, a Hindi letter 3, an emoji 4)',
    );
  });

  it('counts a password as the server keeps it, composed (NFC)', () => {
    // 7 letters, the last typed as 'e' + a combining accent (8 UTF-16 units).
    const decomposed = 'proteine\u0301'.slice(1);
    expect(validateSignUp({ ...valid, password: decomposed, confirmPassword: decomposed })).toBe(
      'Password must be atleast 8 characters long! 7',
    );
    // The same password typed composed in one box and decomposed in the other matches.
    expect(
      validateSignUp({
        ...valid,
        password: 'caf\u00e9-protein',
        confirmPassword: 'cafe\u0301-protein',
      }),
    ).toBeNull();
  });

  it('refuses a confirmation that differs', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'protein-rich!' })).toBe(
      'Password and confirm password do not match!',
    );
  });

  it.each(['12345', '5876543210', '98765432101', 'call me', '+44 7911 123456'])(
    'refuses the phone %j as not an Indian mobile',
    (phoneNumber) => {
      expect(validateSignUp({ ...valid, phoneNumber })).toBe(PHONE_MESSAGE);
    },
  );
});
