import { literal } from 'superstruct';
import { UserInfo } from '../contract/types-member';
import { call } from './check';

export type { UserInfo } from '../contract/types-member';

export const fetchMemberInfo = () => call({ path: '/mallpcapi/member/getMemberInfo', auth: true }, UserInfo);

export const logoutCall = () => call({ path: '/mallpcapi/login/logout', auth: true }, literal(null));

export const updateLanguage = (language: number) =>
  call({ method: 'POST', path: '/mallpcapi/member/updateLanguage', form: { language }, auth: true }, UserInfo);
