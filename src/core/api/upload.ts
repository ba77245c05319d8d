// The one file upload (`POST /mallpcapi/upload/file`): an avatar, a review's photos, an after-sale's
// images and a distributor's documents all go through it. By XMLHttpRequest, because fetch reports
// no upload progress; no timeout (spec §9: none for uploads).
import type { MallReply } from '../contract/envelope';
import { ApiError } from '../errors';
import { buildUrl } from '../http';
import { t } from '../locale';
import { accessToken, deviceUuid } from '../session';

const UPLOAD = '/mallpcapi/upload/file';

/**
 * Uploads `file` into the server's `folder` (`member/avatar`, `member/comment`, `merchant/settled`;
 * none: the server's default) with the session's token; resolves with the stored path.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void, folder?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl({ path: UPLOAD }));
    xhr.setRequestHeader('uuid', deviceUuid());
    const token = accessToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(t('error.network'), 0, 'NETWORK', UPLOAD));
    xhr.onload = () => {
      let reply: Partial<MallReply<unknown>> = {};
      try {
        reply = JSON.parse(xhr.responseText) as typeof reply;
      } catch {
        // not JSON: reported below
      }
      if (reply.success === true && typeof reply.result === 'string') resolve(reply.result);
      else reject(new ApiError(reply.message || t('error.submit'), xhr.status, String(reply.code ?? xhr.status), UPLOAD));
    };
    const body = new FormData();
    if (folder) body.append('path', folder); // before the file: the server reads it first
    body.append('file', file);
    xhr.send(body);
  });
}
