import { describe, expect, test } from 'vitest';
import { scrollEnds } from './scroll-ends';

describe('scrollEnds', () => {
  test.each([
    ['everything fits', { scrollLeft: 0, clientWidth: 800, scrollWidth: 800 }, { start: true, end: true }],
    ['at the start of a longer row', { scrollLeft: 0, clientWidth: 800, scrollWidth: 1720 }, { start: true, end: false }],
    ['in the middle', { scrollLeft: 400, clientWidth: 800, scrollWidth: 1720 }, { start: false, end: false }],
    ['at the end', { scrollLeft: 920, clientWidth: 800, scrollWidth: 1720 }, { start: false, end: true }],
    ['half a pixel short of the end (zoom)', { scrollLeft: 919.5, clientWidth: 800, scrollWidth: 1720 }, { start: false, end: true }],
    ['half a pixel from the start', { scrollLeft: 0.5, clientWidth: 800, scrollWidth: 1720 }, { start: true, end: false }],
    ['two pixels from the end', { scrollLeft: 918, clientWidth: 800, scrollWidth: 1720 }, { start: false, end: false }],
  ])('%s', (_, box, expected) => {
    expect(scrollEnds(box)).toEqual(expected);
  });
});
