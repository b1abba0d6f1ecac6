import { forgetStoredSession, readStoredSession, storeSession } from './stored-session';

describe('the stored session (localStorage "auth")', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps only the e-mail and session id', () => {
    storeSession({ email: 'asha@example.com', sessionId: 'abc' });
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: 'asha@example.com',
      sessionId: 'abc',
    });
    expect(readStoredSession()).toEqual({ email: 'asha@example.com', sessionId: 'abc' });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a bare string', '"asha@example.com"'],
    ['null', 'null'],
    ['no session id', '{"email":"asha@example.com"}'],
    ['an empty e-mail', '{"email":"","sessionId":"abc"}'],
    ['an operator instead of a value', '{"email":{"$ne":null},"sessionId":"abc"}'],
  ])('reads %s as no session', (_case, raw) => {
    if (raw !== null) window.localStorage.setItem('auth', raw);
    expect(readStoredSession()).toBeNull();
  });

  it('forgets the record', () => {
    storeSession({ email: 'asha@example.com', sessionId: 'abc' });
    forgetStoredSession();
    expect(readStoredSession()).toBeNull();
  });
});
