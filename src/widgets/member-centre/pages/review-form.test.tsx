// The review form in happy-dom (issue 16 §6): sent with what is missing, it shows every refusal at
// once under its field and moves focus to the first; an answered field's refusal goes.
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { $locale, loadStrings } from '../../../core/locale';
import { uiStrings } from '../../../core/ui/i18n';
import { memberStrings } from '../i18n';
import { ReviewForm, type ReviewTarget } from './review-form';

let host: HTMLElement;
beforeAll(async () => {
  $locale.set('en_US');
  await loadStrings(uiStrings, 'en_US');
  await loadStrings(memberStrings, 'en_US');
});
afterEach(() => {
  act(() => {
    render(null, host);
  });
  host.remove();
});

const REVIEW: ReviewTarget = { kind: 'review', orderSn: 'O1', skuId: 7 };
const FOLLOW_UP: ReviewTarget = { kind: 'followUp', commentId: 3 };

describe('review form: every refusal at once, focus on the first', () => {
  test.each([
    [
      'a review sent empty',
      REVIEW,
      '',
      [
        ['rating', 'Choose a rating from 1 to 5 stars'],
        ['content', 'Write your review'],
      ],
      'rating',
    ],
    ['a review with only a text', REVIEW, 'Good', [['rating', 'Choose a rating from 1 to 5 stars']], 'rating'],
    [
      'a review with a text over 500',
      REVIEW,
      'x'.repeat(501),
      [
        ['rating', 'Choose a rating from 1 to 5 stars'],
        ['content', 'A review allows at most 500 characters'],
      ],
      'rating',
    ],
    ['a follow-up sent empty', FOLLOW_UP, '', [['content', 'Write your review']], 'content'],
  ] as const)('%s', (_, target, text, expected, first) => {
    host = document.createElement('div');
    document.body.append(host);
    act(() => {
      render(<ReviewForm target={target} onSaved={() => undefined} />, host);
    });
    const form = host.querySelector<HTMLFormElement>('form');
    const content = host.querySelector<HTMLTextAreaElement>('textarea[name=content]');
    if (!form || !content) throw new Error('no form');
    act(() => {
      content.value = text;
      content.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => form.requestSubmit());
    const shown = [...host.querySelectorAll('[aria-invalid=true]')].map((el) => [
      el.getAttribute('data-field') ?? el.getAttribute('name'),
      [...(el.getAttribute('aria-describedby') ?? '').split(' ')]
        .map((id) => document.getElementById(id))
        .find((e) => e?.classList.contains('field-error'))?.textContent,
    ]);
    expect(shown).toEqual(expected);
    const active = document.activeElement as HTMLInputElement | null;
    expect(active?.name === 'content' ? 'content' : active?.type === 'radio' ? 'rating' : active?.tagName).toBe(first);
    if (first === 'rating') {
      // the rating answered: its refusal goes, the rest stays until the next submit
      act(() => host.querySelector<HTMLInputElement>('input[type=radio][value="4"]')?.click());
      expect(host.querySelectorAll('.field-error')).toHaveLength(expected.length - 1);
    }
  });
});
