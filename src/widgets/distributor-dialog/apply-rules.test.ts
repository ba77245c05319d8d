import { describe, expect, test } from 'vitest';
import { ATTACHMENT_MAX_BYTES, attachmentError, draftErrors } from './apply-rules';

describe('application form checks', () => {
  const complete = {
    applyType: '1',
    mainSalesChannels: 'Tiendas',
    purchaseAmount: '100000',
    attachment: '/uploads/merchant/settled/1-x.pdf',
    agreed: true,
  };
  test.each([
    [{}, {}],
    [{ applyType: '' }, { applyType: 'mch.err.type' }],
    [{ mainSalesChannels: '  ' }, { mainSalesChannels: 'mch.err.channels' }],
    [{ purchaseAmount: '' }, { purchaseAmount: 'mch.err.amount' }],
    [{ attachment: '' }, { attachment: 'mch.err.attachment' }],
    [{ agreed: false }, { agreed: 'mch.err.agree' }],
  ])('%o → %o', (change, errors) => {
    expect(draftErrors({ ...complete, ...change })).toEqual(errors);
  });

  test.each([
    [[], 'mch.err.attachment'],
    [
      [
        { name: 'a.pdf', size: 10 },
        { name: 'b.pdf', size: 10 },
      ],
      'mch.err.tooMany',
    ],
    [[{ name: 'a.exe', size: 10 }], 'mch.err.fileType'],
    [[{ name: 'a.pdf.png', size: 10 }], 'mch.err.fileType'],
    [[{ name: 'A.PDF', size: ATTACHMENT_MAX_BYTES + 1 }], 'mch.err.fileSize'],
    [[{ name: 'a.doc', size: 0 }], 'mch.err.fileEmpty'],
    [[{ name: 'a.DOCX', size: ATTACHMENT_MAX_BYTES }], undefined],
  ])('files %o → %s', (files, error) => {
    expect(attachmentError(files)).toBe(error);
  });
});
