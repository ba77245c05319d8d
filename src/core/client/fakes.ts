// The client's environment as plain objects, for its tests (STYLE habit 8): a session in memory
// that records what the client asked of it, and a clock whose time only moves when told.
import type { Call, Clock, Send, Session } from './types';

export interface FakeSession extends Session {
  tokens: { access?: string | undefined; refresh?: string | undefined };
  /** `gone:<reason>` and `refreshFailed`, in order. */
  events: string[];
}

export function fakeSession(tokens: FakeSession['tokens'] = {}): FakeSession {
  const events: string[] = [];
  return {
    tokens,
    events,
    access: () => tokens.access,
    refresh: () => tokens.refresh,
    store(access, refresh) {
      tokens.access = access;
      tokens.refresh = refresh;
    },
    device: () => 'device-1',
    gone: (reason) => void events.push(`gone:${reason}`),
    refreshFailed: () => void events.push('refreshFailed'),
  };
}

export interface FakeClock extends Clock {
  /** Runs the timers due within `ms` from now. */
  advance(ms: number): void;
  /** Timers set and not yet run or cleared. */
  pending(): number;
}

export function fakeClock(): FakeClock {
  let now = 0;
  let serial = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      serial += 1;
      timers.set(serial, { at: now + ms, fn });
      return serial;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers].sort(([, a], [, b]) => a.at - b.at)) {
        if (timer.at > now) break;
        timers.delete(id);
        timer.fn();
      }
    },
    pending: () => timers.size,
  };
}

/** A `next` that records the calls it is given and answers each with `reply(call)`. */
export function recorder(reply: (call: Call) => unknown = () => undefined): Send & { calls: Call[] } {
  const calls: Call[] = [];
  const send = async (call: Call) => {
    calls.push(call);
    return reply(call);
  };
  return Object.assign(send, { calls });
}
