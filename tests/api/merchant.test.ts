// The distributor / factory / seller application (spec §7 Distributor): the public template list
// and its files, the member's status (-1 → 0 → 1 / 2), the attachment upload (.doc/.docx/.pdf by
// name and content, 10 MiB) and saveApply, whose refusals are translated, name the field and
// write nothing. Mall family: errors are a 200 envelope with code 400 / 409 / 502.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { templatePdf } from '../../server/src/services/merchant/template-pdf';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';
import { minimalDocx } from './support/docx';

interface Reply<T = unknown> {
  success: boolean;
  code: number;
  message: string;
  result: T;
  field?: string;
  reason?: string;
}
interface Template {
  applyType: string;
  kind: string;
  name: string;
  path: string;
}

const PDF = templatePdf('seller');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]);

describeBackends('merchant application', (api: ApiHarness) => {
  const upload = (token: string, name: string, data: Buffer, path = 'merchant/settled') => {
    const boundary = 'vitrinamerchant';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${path}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return api
      .inject({
        method: 'POST',
        url: '/api/mallpcapi/upload/file?lang=en_US',
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      })
      .then((r) => json<Reply<string | null>>(r));
  };
  const status = (token: string) =>
    api
      .inject({ url: '/api/mallpcapi/proxyMerchantOnboarding/checkStatus', headers: { authorization: token } })
      .then((r) => json<Reply<number>>(r));
  const apply = (token: string, body: Record<string, string>, lang = 'en_US') =>
    api
      .inject({
        method: 'POST',
        url: `/api/mallpcapi/proxyMerchantOnboarding/saveApply?lang=${lang}`,
        headers: { ...FORM, authorization: token },
        payload: form(body),
      })
      .then((r) => json<Reply>(r));
  const rows = async (memberId: number) =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from merchant_apply where member_id = $1', [memberId])).rows[0]?.n;

  it('lists the three templates in the request language, and each path downloads a PDF', async () => {
    const reply = json<Reply<{ list: Template[] }>>(await api.inject({ url: '/api/mallpcapi/ytConfig/merchantTemplate?lang=zh_CN' }));
    expect(reply.success).toBe(true);
    expect(reply.result.list.map((t) => [t.applyType, t.kind, t.name])).toEqual([
      ['1', 'distributor', '分销商申请模板'],
      ['2', 'factory', '工厂入驻模板'],
      ['3', 'seller', '商家入驻模板'],
    ]);
    for (const template of reply.result.list) {
      const file = await api.inject({ url: template.path });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect((await api.inject({ url: '/templates/merchant/other.pdf' })).statusCode).toBe(404);
  });

  it('the drawn template is a valid PDF (qpdf or pdfinfo when installed)', () => {
    const file = join(tmpdir(), `vitrina-template-${process.pid}.pdf`);
    writeFileSync(file, PDF);
    const tool = ['/usr/bin/qpdf', '/usr/bin/pdfinfo'].find((p) => {
      try {
        execFileSync(p, ['--version'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    });
    if (tool) execFileSync(tool, tool.endsWith('qpdf') ? ['--check', file] : [file], { stdio: 'ignore' });
    const text = PDF.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  describe('as a member', () => {
    let buyer: { id: number; token: string };
    let attachment: string;
    beforeAll(async () => {
      buyer = await newBuyer(api);
    });

    it('accepts a real PDF and a real DOCX, refuses an .exe renamed .pdf and a file over 10 MiB', async () => {
      const pdf = await upload(buyer.token, 'propuesta.pdf', PDF);
      expect(pdf.success, pdf.message).toBe(true);
      expect(pdf.result).toMatch(new RegExp(`^/uploads/merchant/settled/${buyer.id}-[\\w-]{16}\\.pdf$`));
      attachment = pdf.result!;
      const served = await api.inject({ url: attachment });
      expect(served.rawPayload.equals(PDF)).toBe(true);

      const docx = await upload(buyer.token, 'Propuesta.DOCX', minimalDocx('Hola'));
      expect(docx.result).toMatch(/\.docx$/);

      const exe = await upload(buyer.token, 'virus.pdf', EXE);
      expect([exe.success, exe.code, exe.message]).toEqual([false, 400, 'The attachment can only be .doc, .docx or .pdf (file)']);
      const wrongName = await upload(buyer.token, 'propuesta.txt', PDF);
      expect(wrongName.code).toBe(400);
      const big = await upload(buyer.token, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
      expect([big.success, big.code]).toEqual([false, 400]);
      // the avatar keeps its own limit and types
      expect((await upload(buyer.token, 'a.pdf', PDF, 'member/avatar')).code).toBe(400);
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024)]);
      expect((await upload(buyer.token, 'a.jpg', jpeg, 'member/avatar')).code).toBe(400);
      expect((await upload(buyer.token, 'a.jpg', jpeg.subarray(0, 1024), 'member/avatar')).result).toMatch(/^\/uploads\/avatars\/.+\.jpg$/);
    });

    it('saveApply: each missing field is a translated 400 naming it, with nothing written', async () => {
      expect((await status(buyer.token)).result).toBe(-1);
      const good = {
        applyType: '1',
        mainSalesChannels: 'Tiendas propias, Mercado Libre',
        purchaseAmount: '1,200,000 MXN',
        remark: '',
        attachment,
      };
      const cases: [Record<string, string>, string, string][] = [
        [{ ...good, applyType: '4' }, 'applyType', 'Please select the application type (applyType)'],
        [{ ...good, mainSalesChannels: '   ' }, 'mainSalesChannels', 'Please enter the main sales channels (mainSalesChannels)'],
        [{ ...good, purchaseAmount: '' }, 'purchaseAmount', 'Please enter the annual purchase amount (purchaseAmount)'],
        [
          { ...good, attachment: '/uploads/merchant/settled/1-AAAAAAAAAAAAAAAA.pdf' },
          'attachment',
          'Attach a .doc, .docx or .pdf file you uploaded (attachment)',
        ],
        [
          { ...good, attachment: attachment.replace(/-[\w-]{16}\./, '-BBBBBBBBBBBBBBBB.') },
          'attachment',
          'Attach a .doc, .docx or .pdf file you uploaded (attachment)',
        ],
      ];
      for (const [body, field, message] of cases) {
        const reply = await apply(buyer.token, body);
        expect([reply.success, reply.code, reply.field, reply.message]).toEqual([false, 400, field, message]);
      }
      expect((await apply(buyer.token, { ...good, applyType: '' }, 'es_MX')).message).toBe('Selecciona el tipo de solicitud (applyType)');
      expect(await rows(buyer.id)).toBe(0);
      expect((await status(buyer.token)).result).toBe(-1);

      const saved = await apply(buyer.token, good);
      expect([saved.success, saved.message]).toEqual([true, 'Application submitted, please wait for merchant review']);
      expect((await status(buyer.token)).result).toBe(0);
      const again = await apply(buyer.token, { ...good, applyType: '3' });
      expect([again.success, again.code, again.message]).toEqual([
        false,
        409,
        'Your application has been submitted, please wait for platform review',
      ]);
      expect(await rows(buyer.id)).toBe(1);
    });

    it('status follows the review: approved may apply again, refused shows its reason and may not', async () => {
      await api.db.query('update merchant_apply set status = 1 where member_id = $1', [buyer.id]);
      expect((await status(buyer.token)).result).toBe(1);
      const second = await apply(buyer.token, { applyType: '2', mainSalesChannels: 'Mayoreo', purchaseAmount: '500000', attachment });
      expect(second.success).toBe(true);
      await api.db.query("update merchant_apply set status = 2, refuse_reason = 'RFC ilegible' where member_id = $1 and status = 0", [
        buyer.id,
      ]);
      const refused = await status(buyer.token);
      expect([refused.result, refused.reason]).toEqual([2, 'RFC ilegible']);
      const third = await apply(buyer.token, { applyType: '3', mainSalesChannels: 'Mayoreo', purchaseAmount: '500000', attachment });
      expect([third.code, third.message]).toEqual([409, 'Unfortunately, your application was not approved']);
      expect(await rows(buyer.id)).toBe(2);
    });
  });

  it('a visitor may read the templates but not check, apply or upload (not logged in)', async () => {
    const checked = json<Reply>(await api.inject({ url: '/api/mallpcapi/proxyMerchantOnboarding/checkStatus' }));
    const applied = json<Reply>(
      await api.inject({
        method: 'POST',
        url: '/api/mallpcapi/proxyMerchantOnboarding/saveApply',
        headers: FORM,
        payload: form({ applyType: '1' }),
      }),
    );
    const uploaded = await upload('', 'a.pdf', PDF);
    expect([checked.code, applied.code, uploaded.code]).toEqual([502, 502, 502]);
    expect(checked.success || applied.success || uploaded.success).toBe(false);
  });
});
