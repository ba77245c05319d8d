// The form checks' "all at once": every failing field, once, in the form's order.
import { describe, expect, test } from 'vitest';
import { ValidationError } from './errors';
import { assertValid, failuresIn, failuresOf, FormInvalid } from './form-check';

const fail = (path: string, message = `${path} is wrong`) => new ValidationError(path, message);

describe('form checks', () => {
  test('failuresOf keeps every failing field in order, the first failure of a field only', () => {
    const checks = [fail('username'), undefined, fail('password', 'too short'), fail('password', 'again'), fail('agreement')];
    expect(failuresOf(checks).map((f) => [f.path, f.message])).toEqual([
      ['username', 'username is wrong'],
      ['password', 'too short'],
      ['agreement', 'agreement is wrong'],
    ]);
  });

  test('assertValid throws them all together, and passes when nothing fails', () => {
    expect(() => assertValid([undefined, undefined])).not.toThrow();
    let thrown: unknown;
    try {
      assertValid([fail('username'), fail('mobile')]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FormInvalid);
    // still a ValidationError of the first, for a caller that shows one line
    expect(thrown).toBeInstanceOf(ValidationError);
    expect((thrown as FormInvalid).path).toBe('username');
    expect(failuresIn(thrown).map((f) => f.path)).toEqual(['username', 'mobile']);
  });

  test('failuresIn: a single ValidationError is one failure, anything else none', () => {
    expect(failuresIn(fail('email')).map((f) => f.path)).toEqual(['email']);
    expect(failuresIn(new Error('network'))).toEqual([]);
  });
});
