/**
 * A setting or a situation the server cannot start with (a bad variable, a data folder another
 * process holds, a port in use). Its message says what to do; `main` and `npm start` print it
 * without a stack and exit with status 1.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`[vitrina] ${message}`, options);
    this.name = 'StartupError';
  }
}
