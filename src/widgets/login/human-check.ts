// The proof of work that goes with the login captcha (issue 9, item 7), as the form uses it: start
// solving as soon as the server asks for a captcha, so the work is usually done by the time the
// buyer has typed the image's characters; hand each solution to one submission only.
import { powChallenge, type CaptchaScene } from '../../core/api/account';
import { env } from '../../core/env';
import { solvePow, type PowChallenge, type PowSolution, type SolveOptions } from '../../core/pow';

export type HumanCheckStatus = 'idle' | 'solving' | 'ready' | 'failed';

export interface HumanCheckView {
  status: HumanCheckStatus;
  /** of the worst case (maxnumber): a solve usually ends near the middle */
  percent: number;
}

/** The server's challenges live 5 minutes: an older solution is solved again rather than refused. */
export const FRESH_MS = 4 * 60 * 1000;

export interface HumanCheckDeps {
  challenge(scene: CaptchaScene): Promise<PowChallenge>;
  solve(challenge: PowChallenge, options: SolveOptions): Promise<PowSolution>;
  now(): number;
}

const live: HumanCheckDeps = { challenge: powChallenge, solve: solvePow, now: () => env.now() };

interface Job {
  controller: AbortController;
  payload: Promise<string>;
  startedAt: number;
  taken: boolean;
  failed: boolean;
}

export function createHumanCheck(scene: CaptchaScene, onChange: (view: HumanCheckView) => void, deps: HumanCheckDeps = live) {
  let job: Job | undefined;

  function start(): Job {
    job?.controller.abort();
    const controller = new AbortController();
    // only the newest job speaks: an aborted or replaced one stays silent
    const current = () => job?.controller === controller && !controller.signal.aborted;
    let shown = 0;
    const payload = (async () => {
      const challenge = await deps.challenge(scene);
      const solution = await deps.solve(challenge, {
        signal: controller.signal,
        onProgress: (tried, max) => {
          const percent = Math.min(99, Math.floor((tried * 100) / max));
          if (percent === shown || !current()) return;
          shown = percent;
          onChange({ status: 'solving', percent });
        },
      });
      return solution.payload;
    })();
    const next: Job = { controller, payload, startedAt: deps.now(), taken: false, failed: false };
    job = next;
    onChange({ status: 'solving', percent: 0 });
    payload.then(
      () => {
        if (current()) onChange({ status: 'ready', percent: 100 });
      },
      () => {
        next.failed = true;
        if (current()) onChange({ status: 'failed', percent: 0 });
      },
    );
    return next;
  }

  return {
    /** Starts a new solve (the server asked for a captcha, or the last solution was spent). */
    start(): void {
      start();
    },
    /**
     * The solution for one submission: the one under way or ready if unused, fresh and not
     * failed, else a new one. Waits for it; rejects if the challenge or the solve fails.
     */
    take(): Promise<string> {
      const usable = job && !job.taken && !job.failed && deps.now() - job.startedAt < FRESH_MS ? job : start();
      usable.taken = true;
      return usable.payload;
    },
    /** The form went away. */
    stop(): void {
      job?.controller.abort();
      job = undefined;
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
