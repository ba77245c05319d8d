// Login calls: only the login page makes them, so they stay out of the shared runtime chunk.
import { LoginResult } from '../contract/types-accounts';
import { call } from './check';

/** `password` is the SHA-256 hex of the password: the spec hashes it before it is sent. */
export const loginByPassword = (username: string, passwordHash: string) =>
  call({ method: 'POST', path: '/mallpcapi/login/login', form: { username, password: passwordHash } }, LoginResult);
