// The question and answer forms' own check, before the server's (the same rule: contract/rules-asks).
import { describe, expect, it } from 'vitest';
import { ASK_CONTENT_MAX } from '../contract/rules-asks';
import { ASK_MAX, askDraftProblem } from './asks';

describe('askDraftProblem', () => {
  it('uses the contract limit', () => expect(ASK_MAX).toBe(ASK_CONTENT_MAX));
  it.each([
    ['', 'blank'],
    ['  \n ', 'blank'],
    ['¿Viene en cajas de 12?', ''],
    ['a'.repeat(ASK_CONTENT_MAX), ''],
    [`  ${'a'.repeat(ASK_CONTENT_MAX)}  `, ''],
    ['a'.repeat(ASK_CONTENT_MAX + 1), 'long'],
    // characters as a person counts them: 500 emoji fit, 501 do not
    ['😀'.repeat(ASK_CONTENT_MAX), ''],
    ['😀'.repeat(ASK_CONTENT_MAX + 1), 'long'],
  ])('%j → %j', (text, problem) => {
    expect(askDraftProblem(text)).toBe(problem);
  });
});
