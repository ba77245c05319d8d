import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, clabeProblem } from './rules-distribution';

describe('CLABE', () => {
  it.each([
    ['002010077777777771', undefined],
    ['032180000118359719', undefined],
    ['0321 8000 0118 3597 19', undefined],
    ['0321 8000 0118 3597 18', 'checkDigit'],
    ['002010077777777770', 'checkDigit'],
    ['00201007777777777', 'digits'],
    ['00201007777777777A', 'digits'],
    ['   ', 'required'],
  ])('%s → %s', (clabe, problem) => {
    expect(clabeProblem(clabe)).toBe(problem);
  });

  it('weighs the first 17 digits 3, 7, 1 and takes the complement to 10 of the sum of products mod 10', () => {
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
  });
});
