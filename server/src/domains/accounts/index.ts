import type { FastifyPluginAsync } from 'fastify';
import { emailVerificationRoutes } from './routes/email-verification';
import { loginRoutes } from './routes/login';
import { profileRoutes } from './routes/profile';
import { recoveryRoutes } from './routes/recovery';
import { registrationRoutes } from './routes/registration';

/** Accounts and sessions (issue 4): login, registration and SMS, password recovery, profile and security, email verification. */
export const accountsDomain: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(recoveryRoutes);
  await app.register(profileRoutes);
  await app.register(emailVerificationRoutes);
};
