// errorText: what a toast or a form says after an action the server refused. The server's
// translated sentence reaches the buyer, never a developer's word: an API field name, a reply off
// the contract ("Unexpected reply from …"), a program's own error. A table of replies, then every
// template of the contract that names a field, in each language.
import { beforeEach, describe, expect, test } from 'vitest';
import { messages, formatMessage, type MessageKey } from './contract/messages';
import { LOCALES } from './contract/locales';
import { ApiError, errorText, ValidationError } from './errors';
import { coreStrings } from './i18n';
import { $locale, loadStrings } from './locale';

const refusal = (message: string, status = 400, code = '004', field?: string) =>
  new ApiError(message, status, code, '/api/buyer/x', undefined, { field });

describe('errorText in English', () => {
  beforeEach(async () => {
    $locale.set('en_US');
    await loadStrings(coreStrings, 'en_US');
  });

  test.each([
    ['a rule in words for people passes as it is', refusal('Not enough stock for Tornillo 1/4'), 'Not enough stock for Tornillo 1/4'],
    ['the client’s own check passes as it is', new ValidationError('mobile', 'Enter 10 digits'), 'Enter 10 digits'],
    [
      'a refusal naming the field by its API name: the name goes, the words stay',
      refusal('The field history_id is required'),
      'The field is required',
    ],
    [
      'the same with a plain-word field, and the rest of the sentence kept',
      refusal('The field amount is more than your available balance of 10.00 MXN'),
      'The field is more than your available balance of 10.00 MXN',
    ],
    ['an aside naming the field goes', refusal('The current password is incorrect (field password)'), 'The current password is incorrect'],
    [
      'a bare aside goes',
      refusal('The SMS code is wrong or has expired (smsCode)', 200, '500', 'smsCode'),
      'The SMS code is wrong or has expired',
    ],
    ['an aside’s detail stays', refusal('Invalid phone number format (mobile: 10 digits)'), 'Invalid phone number format (10 digits)'],
    ['an aside in capitals is not a field', refusal('Amount too low (MXN)'), 'Amount too low (MXN)'],
    [
      'an API name left anywhere else: the form’s words',
      refusal('The fields sku_id and num must come in pairs'),
      'The form is filled incorrectly. Please check.',
    ],
    ['a camelCase API name too', refusal('minPrice cannot be greater than maxPrice'), 'The form is filled incorrectly. Please check.'],
    ['a product called iPhone is no API name', refusal('iPhone 15 is sold out'), 'iPhone 15 is sold out'],
    [
      'an email address is no API name',
      refusal('ana_lopez@example.com is already registered'),
      'ana_lopez@example.com is already registered',
    ],
    [
      'a reply off the contract: "submission failed"',
      new ApiError('Unexpected reply from /buyer/x at data.0.sn: Expected a string', 200, 'SHAPE', '/buyer/x'),
      'Submission failed, please try again later',
    ],
    ['an empty message: "submission failed"', refusal(''), 'Submission failed, please try again later'],
    ['a program’s own error: "submission failed"', new TypeError('x is undefined'), 'Submission failed, please try again later'],
    ['a thrown text: "submission failed"', 'boom', 'Submission failed, please try again later'],
    [
      'the network, already in words',
      new ApiError('Network error, please try again later', 0, 'NETWORK', '/x'),
      'Network error, please try again later',
    ],
  ])('%s', (_name, error, shown) => {
    expect(errorText(error)).toBe(shown);
  });
});

// Every contract message that names a field, as the server sends it, in each language: the field's
// API name never reaches the buyer, a snake_case one nor a plain word.
const naming = (Object.keys(messages) as MessageKey[]).filter((key) => LOCALES.some((l) => messages[key][l].includes('{field}')));

describe.each(LOCALES)('every field-naming template of the contract in %s', (locale) => {
  beforeEach(async () => {
    $locale.set(locale);
    await loadStrings(coreStrings, locale);
  });
  test('there are such templates', () => expect(naming.length).toBeGreaterThan(40));
  test.each(['history_id', 'num', 'smsCode'])('named %s: the name is gone', (field) => {
    for (const key of naming) {
      const sent = formatMessage(key, locale, { field, max: 5, min: 1, values: 'A, B', hint: 'AAAA', available: '10.00' });
      expect(errorText(refusal(sent)), `${key}: ${sent}`).not.toMatch(new RegExp(`\\b${field}\\b`));
    }
  });
});
