// Ask messages are stored as a kind and ids (issue 12 §2); these dictionaries word every kind the
// server can send, in every locale, naming the goods.
import { describe, expect, it } from 'vitest';
import { ASK_MESSAGE_KINDS } from '../../../../../core/contract/rules-asks';
import en from './en_US';
import es from './es_MX';
import zh from './zh_CN';

describe('ask message kinds', () => {
  it.each(ASK_MESSAGE_KINDS.flatMap((kind) => [es, en, zh].map((dict, i) => [kind, ['es_MX', 'en_US', 'zh_CN'][i], dict] as const)))(
    '%s is worded in %s with the goods',
    (kind, _locale, dict) => {
      expect(dict.asks.messages[kind]).toContain('{{goods}}');
    },
  );
});
