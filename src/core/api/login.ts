// Login calls: only the login page makes them, so they stay out of the shared runtime chunk.
import { string, type } from 'superstruct';
import { UserInfo } from './member';
import { call } from './check';

const LoginReply = type({ token: string(), userInfo: UserInfo });

/** `password` is the SHA-256 hex of the password: the spec hashes it before it is sent. */
export const loginByPassword = (username: string, passwordHash: string) =>
  call({ method: 'POST', path: '/mallpcapi/login/login', form: { username, password: passwordHash } }, LoginReply);
