// Issue 9, item 9: every stored upload is recorded (owner, path, size, time) under the member's
// advisory lock in the transaction that checks the quota, so a burst of parallel uploads (raced
// truly concurrently on PostgreSQL) stores at most the quota; files no record points to are swept
// after a grace period, one node at a time.
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { MallReply } from '../../src/core/contract/types';
import { createDiskFileStore } from '../../server/src/services/files/disk-store';
import { createUploadStore, UPLOAD_QUOTA, UPLOAD_SWEEP, UPLOAD_SWEEP_LOCK } from '../../server/src/services/uploads/upload-store';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

const MiB = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(bytes - PNG_SIGNATURE.length, 7)]);
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(bytes - 9, 32)]);
const QUOTA_MESSAGE = {
  en_US: `You uploaded too much in the last hour (at most ${UPLOAD_QUOTA.files} files and ${UPLOAD_QUOTA.bytes / MiB} MB); try again in 60 minutes (file)`,
  es_MX: `Subiste demasiado en la última hora (como máximo ${UPLOAD_QUOTA.files} archivos y ${UPLOAD_QUOTA.bytes / MiB} MB); inténtalo de nuevo en 60 minutos (file)`,
};

/** These read the files in this node's folder, so they keep them there (FILE_STORE=disk) on PostgreSQL too. */
const describeOnDisk = (title: string, body: (api: ApiHarness) => void) => describeBackends(title, body, { fileStore: 'disk' });

function uploads(api: ApiHarness) {
  const upload = async (token: string, name: string, data: Buffer, opts: { path?: string; lang?: string } = {}) => {
    const boundary = 'vitrinaquota';
    const payload = Buffer.concat([
      ...(opts.path ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${opts.path}\r\n`)] : []),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await api.inject({
      method: 'POST',
      url: `/api/mallpcapi/upload/file?lang=${opts.lang ?? 'en_US'}`,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return json<MallReply<string | null>>(response);
  };
  const avatar = async (token: string) => {
    const reply = await upload(token, 'face.png', png(4096));
    if (!reply.success || !reply.result) throw new Error(`upload failed: ${reply.message}`);
    return reply.result;
  };
  const fileOf = (path: string) => join(api.uploadsDir, ...path.replace(/^\/uploads\//, '').split('/'));
  const filesOf = async (dir: string, memberId: number) =>
    (await readdir(join(api.uploadsDir, ...dir.split('/'))).catch(() => [] as string[])).filter((name) => name.startsWith(`${memberId}-`));
  const rowsOf = async (memberId: number) =>
    (await api.db.query<{ path: string; bytes: number }>('select path, bytes from upload where member_id = $1 order by id', [memberId]))
      .rows;
  return { upload, avatar, fileOf, filesOf, rowsOf };
}

describeOnDisk('upload quota', (api) => {
  const u = uploads(api);

  it(`${UPLOAD_QUOTA.files + 5} concurrent avatar uploads by one member: exactly ${UPLOAD_QUOTA.files} stored, no row or file for a refusal`, async () => {
    const buyer = await newBuyer(api);
    const replies = await Promise.all(
      Array.from({ length: UPLOAD_QUOTA.files + 5 }, () => u.upload(buyer.token, 'face.png', png(64 * 1024))),
    );
    const stored = replies.filter((reply) => reply.success);
    expect(stored).toHaveLength(UPLOAD_QUOTA.files);
    const refused = replies.filter((reply) => !reply.success);
    expect(refused).toHaveLength(5);
    for (const reply of refused) expect(reply).toMatchObject({ code: 400, message: QUOTA_MESSAGE.en_US, result: null });
    expect((await u.rowsOf(buyer.id)).map((row) => row.path).sort()).toEqual(stored.map((reply) => reply.result).sort());
    expect(await u.filesOf('avatars', buyer.id)).toHaveLength(UPLOAD_QUOTA.files);
    const served = await api.inject({ url: stored[0]?.result ?? '' });
    expect(served.statusCode).toBe(200);

    expect((await u.upload(buyer.token, 'face.png', png(1024), { lang: 'es_MX' })).message).toBe(QUOTA_MESSAGE.es_MX);
    // another member has their own quota; this one's comes back as the hour passes
    expect((await u.upload((await newBuyer(api)).token, 'face.png', png(1024))).success).toBe(true);
    api.advance((UPLOAD_QUOTA.windowSeconds + 1) * 1000);
    expect((await u.upload(buyer.token, 'face.png', png(1024))).success).toBe(true);
  });

  it(`6 concurrent 9 MiB documents by one member: only what fits in ${UPLOAD_QUOTA.bytes / MiB} MiB is stored`, async () => {
    const buyer = await newBuyer(api);
    const size = 9 * MiB;
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => u.upload(buyer.token, 'alta.pdf', pdf(size), { path: 'merchant/settled' })),
    );
    const fits = Math.floor(UPLOAD_QUOTA.bytes / size);
    expect(replies.filter((reply) => reply.success)).toHaveLength(fits);
    expect(replies.filter((reply) => reply.message === QUOTA_MESSAGE.en_US)).toHaveLength(6 - fits);
    const rows = await u.rowsOf(buyer.id);
    expect(rows.map((row) => row.bytes)).toEqual(Array(fits).fill(size));
    expect(await u.filesOf('merchant/settled', buyer.id)).toHaveLength(fits);
  });
});

describeOnDisk('uploads no record points to are swept', (api) => {
  const u = uploads(api);
  const store = () => createUploadStore(api.db, api.now, createDiskFileStore(api.uploadsDir));
  const afterGrace = () => api.advance((UPLOAD_SWEEP.graceSeconds + 60) * 1000);

  it('keeps what a profile, an application or a purchase request uses; removes the rest once a day old, and old unrecorded files too', async () => {
    const buyer = await newBuyer(api);
    const face = await u.avatar(buyer.token);
    const saved = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/member/saveUserInfo?lang=en_US',
      headers: { ...FORM, authorization: buyer.token },
      payload: form({ nickname: 'Barrido', headImg: face }),
    });
    expect(json<MallReply<unknown>>(saved)).toMatchObject({ success: true });
    const document = (await u.upload(buyer.token, 'alta.pdf', pdf(2048), { path: 'merchant/settled' })).result ?? '';
    const applied = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/proxyMerchantOnboarding/saveApply?lang=en_US',
      headers: { ...FORM, authorization: buyer.token },
      payload: form({ applyType: '1', mainSalesChannels: 'Mayoreo', purchaseAmount: '500000', attachment: document }),
    });
    expect(json<MallReply<unknown>>(applied)).toMatchObject({ success: true });
    const photo = await u.avatar(buyer.token);
    await api.db.query('update purchase_order set goods_img = $1 where id = (select min(id) from purchase_order)', [photo]);
    const loose = await u.avatar(buyer.token);
    // a file stored before uploads were recorded: no row, two days old
    const stray = `/uploads/avatars/${buyer.id}-strayStrayStray0.png`;
    await writeFile(u.fileOf(stray), png(100));
    const twoDaysAgo = api.now() / 1000 - 2 * 24 * 3600;
    await utimes(u.fileOf(stray), twoDaysAgo, twoDaysAgo);

    const first = await store().sweep();
    expect(first.swept).toBe(true);
    expect(first.removed).toContain(stray);
    expect(first.removed).not.toContain(loose);
    expect(existsSync(u.fileOf(loose))).toBe(true);

    afterGrace();
    const second = await store().sweep();
    expect(second.removed).toContain(loose);
    for (const kept of [face, document, photo]) {
      expect(second.removed).not.toContain(kept);
      expect(existsSync(u.fileOf(kept))).toBe(true);
    }
    expect(existsSync(u.fileOf(loose))).toBe(false);
    expect((await api.inject({ url: loose })).statusCode).toBe(404);
    expect((await u.rowsOf(buyer.id)).map((row) => row.path).sort()).toEqual([face, document, photo].sort());

    // a replaced avatar is no longer pointed to: it goes a day later, the new one stays
    const newFace = await u.avatar(buyer.token);
    await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/member/saveUserInfo?lang=en_US',
      headers: { ...FORM, authorization: buyer.token },
      payload: form({ nickname: 'Barrido', headImg: newFace }),
    });
    afterGrace();
    const third = await store().sweep();
    expect(third.removed).toContain(face);
    expect(third.removed).not.toContain(newFace);
    expect(existsSync(u.fileOf(newFace))).toBe(true);
  });

  it('two nodes sweeping at once remove each file once; while one sweeps, the other does nothing', async () => {
    const buyer = await newBuyer(api);
    const loose = await Promise.all(Array.from({ length: 6 }, () => u.avatar(buyer.token)));
    afterGrace();
    const [a, b] = await Promise.all([store().sweep(), store().sweep()]);
    const removed = [...(a?.removed ?? []), ...(b?.removed ?? [])].filter((path) => loose.includes(path));
    expect(removed.sort()).toEqual([...loose].sort());
    expect(await u.rowsOf(buyer.id)).toEqual([]);

    // PGlite is one process with one connection, so only PostgreSQL has another node to wait for.
    if (api.backend === 'postgres') {
      const later = await u.avatar(buyer.token);
      afterGrace();
      const whileHeld = await api.db.tx(async (q) => {
        await q.query('select pg_advisory_xact_lock($1, 0)', [UPLOAD_SWEEP_LOCK]);
        return store().sweep();
      });
      expect(whileHeld).toEqual({ swept: false, removed: [] });
      expect(existsSync(u.fileOf(later))).toBe(true);
      expect((await store().sweep()).removed).toContain(later);
    }
  });
});
