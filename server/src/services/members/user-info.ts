import type { LanguageCode } from '../../../../src/core/contract/locales';
import { ACCOUNT_NAME_PATTERN } from '../../../../src/core/contract/rules-accounts';
import type { UserInfo } from '../../../../src/core/contract/types';
import type { MemberRow } from '../../repos/accounts/members';

export function toUserInfo(member: MemberRow, resolveAsset: (path: string) => string): UserInfo {
  return {
    id: member.id,
    userName: member.username,
    // seeded or older display names may break the profile rule; the login name always keeps it
    nickname: ACCOUNT_NAME_PATTERN.test(member.nickname) && !/^\d+$/.test(member.nickname) ? member.nickname : member.username,
    headImg: member.face ? resolveAsset(member.face) : '',
    language: toLanguageCode(member.language),
    birthday: member.birthday,
    mobile: member.mobile ?? '',
    email: member.email,
    emailVerified: member.email !== '' && member.email_verified_at !== null,
    // a phone bound by SMS proves a contact (binding one clears the flag; this keeps stale copies honest)
    mustVerifyEmail: member.must_verify_email && !member.mobile,
    sex: member.sex,
  };
}

function toLanguageCode(value: number): LanguageCode {
  return value === 0 || value === 2 ? value : 4;
}
