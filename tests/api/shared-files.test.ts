/**
 * One file store every node shares (issue 15 §3): with FILE_STORE=disk an avatar uploaded via one
 * node was a 404 on another and an attachment uploaded via one was refused by an application sent
 * via another. Two apps on one database are two nodes, each with a folder of its own as two
 * machines have; with FILE_STORE=postgres the files live in the database they share.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { deploySettings, filesLeftOnDisk } from '../../server/src/config';
import { CHUNK_BYTES, createPostgresFileStore } from '../../server/src/services/files/postgres-store';
import { createUploadStore, UPLOAD_SWEEP } from '../../server/src/services/uploads/upload-store';
import type { MallReply } from '../../src/core/contract/types';
import { describeBackends } from './support/backends';
import { newBuyer, stockedSkus } from './support/buyers';
import { form, FORM, json } from './support/client';

const PUBLIC_URL = 'https://shop.example';
const MiB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number, fill = 7) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(bytes - PNG_SIGNATURE.length, fill)]);
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(bytes - 9, 32)]);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

it('FILE_STORE follows the database unless set (PostgreSQL: the shared store; PGlite: this disk), and anything else stops the start naming it', () => {
  const PG = 'postgres://db.internal/vitrina';
  expect(deploySettings({}, {})).toMatchObject({ fileStore: 'disk', warnings: [] });
  expect(deploySettings({}, { DATABASE_URL: PG })).toMatchObject({ fileStore: 'postgres', warnings: [] });
  expect(deploySettings({ database: 'postgres' }, {}).fileStore).toBe('postgres');
  expect(deploySettings({ database: 'pglite' }, { DATABASE_URL: PG }).fileStore).toBe('disk');
  expect(deploySettings({}, { FILE_STORE: 'postgres' }).fileStore).toBe('postgres');
  // chosen in so many words on PostgreSQL: allowed (one node with a backed-up disk), said at start
  const disk = deploySettings({}, { DATABASE_URL: PG, FILE_STORE: 'disk' });
  expect(disk.fileStore).toBe('disk');
  expect(disk.warnings).toEqual([expect.stringMatching(/^FILE_STORE=disk on PostgreSQL: .*any other node .* answers 404/)]);
  expect(() => deploySettings({}, { FILE_STORE: 's3' })).toThrow('FILE_STORE must be one of disk, postgres (got "s3")');
});

it('a node whose folder still holds files kept on disk before the shared store became the default says so at start', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-left-'));
  try {
    expect(filesLeftOnDisk('postgres', join(dir, 'uploads'))).toBeUndefined(); // no folder
    await mkdir(join(dir, 'uploads', 'avatars'), { recursive: true });
    expect(filesLeftOnDisk('postgres', join(dir, 'uploads'))).toBeUndefined(); // empty folders
    await writeFile(join(dir, 'uploads', 'avatars', '7-old.png'), png(100));
    expect(filesLeftOnDisk('postgres', join(dir, 'uploads'))).toMatch(
      /uploads holds uploaded files, but FILE_STORE is postgres .* Set FILE_STORE=disk/,
    );
    expect(filesLeftOnDisk('disk', join(dir, 'uploads'))).toBeUndefined();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

describeBackends(
  'files shared by every node (FILE_STORE=postgres)',
  (api) => {
    let nodeB: FastifyInstance | undefined;
    let dirB = '';
    beforeAll(async () => {
      dirB = await mkdtemp(join(tmpdir(), 'vitrina-node-b-'));
      nodeB = await createApp({ db: api.db, uploadsDir: dirB, fileStore: 'postgres', publicUrl: PUBLIC_URL });
    });
    afterAll(async () => {
      await nodeB?.close();
      await rm(dirB, { recursive: true, force: true });
    });
    const onB = (options: InjectOptions) => {
      if (!nodeB) throw new Error('node B did not start');
      return nodeB.inject(options);
    };
    const uploadViaA = async (token: string, name: string, data: Buffer, path?: string) => {
      const boundary = 'vitrinashared';
      const payload = Buffer.concat([
        ...(path ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${path}\r\n`)] : []),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return api.inject({
        method: 'POST',
        url: '/api/mallpcapi/upload/file?lang=en_US',
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const stored = async (token: string, name: string, data: Buffer, path?: string) => {
      const reply = json<MallReply<string | null>>(await uploadViaA(token, name, data, path));
      if (!reply.success || !reply.result) throw new Error(`upload refused: ${reply.message}`);
      return reply.result;
    };
    const postOnB = (url: string, token: string, body: Record<string, string | string[]>) =>
      onB({ method: 'POST', url: `/api${url}?lang=en_US`, headers: { ...FORM, authorization: token }, payload: form(body) });
    const counts = async () =>
      (
        await api.db.query<{ files: number; uploads: number }>(
          'select (select count(*)::int from stored_file) as files, (select count(*)::int from upload) as uploads',
        )
      ).rows[0];

    it('an avatar uploaded via A is served by B with its type, cache headers and ETag, and the profile read on B points at the public URL', async () => {
      const buyer = await newBuyer(api);
      const face = png(5000);
      const path = await stored(buyer.token, 'face.png', face);
      const served = await onB({ url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=3600',
        'content-length': String(face.length),
        'content-security-policy': expect.stringContaining('sandbox'),
      });
      expect(served.rawPayload.equals(face)).toBe(true);
      const etag = String(served.headers.etag);
      expect((await api.inject({ url: path })).headers.etag).toBe(etag);
      const again = await onB({ url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      expect(
        json<MallReply<unknown>>(await postOnB('/mallpcapi/member/saveUserInfo', buyer.token, { nickname: 'Nodo', headImg: path })),
      ).toMatchObject({ success: true });
      const profile = json<MallReply<{ headImg: string }>>(
        await onB({ url: '/api/mallpcapi/member/getMemberInfo?lang=en_US', headers: { authorization: buyer.token } }),
      );
      expect(profile.result.headImg).toBe(`${PUBLIC_URL}${path}`);
      // nothing on either node's disk: both folders stay empty
      expect(await readdir(api.uploadsDir)).toEqual([]);
      expect(await readdir(dirB)).toEqual([]);
      // a key never stored, and one that tries to leave the store, are a 404 as before
      expect((await onB({ url: '/uploads/avatars/1-aaaaaaaaaaaaaaaa.png' })).statusCode).toBe(404);
      expect((await onB({ url: '/uploads/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    });

    it('a 3 MiB attachment uploaded via A is stored in 256 KiB chunks, read back whole on B, and accepted by an application sent via B', async () => {
      const buyer = await newBuyer(api);
      const document = pdf(3 * MiB);
      const path = await stored(buyer.token, 'alta.pdf', document, 'merchant/settled');
      const { rows } = await api.db.query<{ n: number; widest: number }>(
        'select count(*)::int as n, max(length(data))::int as widest from stored_file_chunk where key = $1',
        [path.replace(/^\/uploads\//, '')],
      );
      expect(rows[0]).toEqual({ n: Math.ceil(document.length / CHUNK_BYTES), widest: CHUNK_BYTES });
      const served = await onB({ url: path });
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(sha(served.rawPayload)).toBe(sha(document));

      const applied = await postOnB('/mallpcapi/proxyMerchantOnboarding/saveApply', buyer.token, {
        applyType: '1',
        mainSalesChannels: 'Mayoreo',
        purchaseAmount: '500000',
        attachment: path,
      });
      expect(json<MallReply<unknown>>(applied)).toMatchObject({ success: true });
    });

    it('a review photo uploaded via A shows with its review on B', async () => {
      const buyer = await newBuyer(api);
      const [sku] = await stockedSkus(api, 1, { packages: 4, offset: 3 });
      if (!sku) throw new Error('no stocked sku');
      await postOnB('/buyer/members/address', buyer.token, {
        name: 'Ana',
        mobile: '5512345678',
        country: '1',
        county_id: '900602',
        addr: 'Colima 1',
        zip: '06700',
      });
      await postOnB('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
      await postOnB('/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
      const trade = json<{ order_list: { sn: string }[] }>(
        await postOnB('/buyer/trade/create', buyer.token, { idempotency_key: `shared-${buyer.id}` }),
      );
      const sn = trade.order_list[0]?.sn ?? '';
      await api.db.query(
        `update trade_order set order_status = 'COMPLETE', pay_status = 'PAY_YES', ship_status = 'SHIP_ROG' where sn = $1`,
        [sn],
      );

      const photo = png(3000, 9);
      const path = await stored(buyer.token, 'foto.png', photo, 'member/comment');
      const review = await postOnB('/buyer/members/comments', buyer.token, {
        order_sn: sn,
        sku_id: String(sku.sku_id),
        rating: '5',
        content: 'Llegó bien',
        images: [path],
      });
      expect(review.statusCode, review.body).toBe(200);
      const listed = json<{ data: { images: string[] }[] }>(
        await onB({ url: `/api/buyer/members/comments/goods/${sku.goods_id}?lang=en_US` }),
      ).data[0];
      expect(listed?.images).toEqual([`${PUBLIC_URL}${path}`]);
      expect((await onB({ url: path })).rawPayload.equals(photo)).toBe(true);
    });

    it('size limits and content checks still refuse bad files, with nothing stored', async () => {
      const buyer = await newBuyer(api);
      const before = await counts();
      // the mall family answers a refusal as HTTP 200 with success false
      expect(json<MallReply<null>>(await uploadViaA(buyer.token, 'face.png', png(2 * MiB + 1)))).toMatchObject({ success: false });
      expect(json<MallReply<null>>(await uploadViaA(buyer.token, 'face.png', Buffer.from('GIF89a')))).toMatchObject({ success: false });
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]);
      expect(json<MallReply<null>>(await uploadViaA(buyer.token, 'alta.pdf', exe, 'merchant/settled'))).toMatchObject({ success: false });
      const overTen = await uploadViaA(buyer.token, 'alta.pdf', pdf(10 * MiB + 1), 'merchant/settled');
      expect(json<MallReply<null>>(overTen)).toMatchObject({ success: false });
      expect(await counts()).toEqual(before);
    });

    // last: it moves A's clock a day on
    it('the sweep removes a file no record points to from the shared store, for every node', async () => {
      const buyer = await newBuyer(api);
      const kept = await stored(buyer.token, 'face.png', png(1000));
      await postOnB('/mallpcapi/member/saveUserInfo', buyer.token, { nickname: 'Nodo', headImg: kept });
      const loose = await stored(buyer.token, 'face.png', png(1000, 3));
      api.advance((UPLOAD_SWEEP.graceSeconds + 60) * 1000);
      const swept = await createUploadStore(api.db, api.now, createPostgresFileStore(api.db, api.now)).sweep();
      expect(swept.removed).toContain(loose);
      expect(swept.removed).not.toContain(kept);
      expect((await onB({ url: loose })).statusCode).toBe(404);
      expect((await onB({ url: kept })).statusCode).toBe(200);
    });
  },
  { fileStore: 'postgres', publicUrl: PUBLIC_URL },
);
