// What the host page asked that Vitrina cannot do (issue 16 §2): an embedded SDK never throws into
// the page that embeds it. A bad call is told to the host twice and then ignored: a console warning
// for the developer reading the console, and a `vitrina:error` event with a stable code for the
// page's own monitoring. The event is dispatched on document like every `vitrina:*` event (so
// `vitrina('on', 'error', fn)` hears it) and bubbles on to window. The codes are the README's
// ("Errors" in the embedding section); they are an API: add new ones, never rename.
import { emit } from './events';

export type ProblemCode =
  /** `vitrina('fly')`: no such command */
  | 'unknown-command'
  /** an argument of the wrong type or shape: a listener that is not a function, a selector that does not parse */
  | 'bad-argument'
  /** `vitrina('setLocale', 'fr_FR')`: not one of es_MX, en_US, zh_CN */
  | 'bad-locale'
  /** `vitrina('mount', 'nope', el)`, `<vitrina-nope>` is never defined */
  | 'unknown-widget'
  /** a valid call that failed on the way (the network, the server) */
  | 'failed';

export interface ProblemDetail {
  code: ProblemCode;
  /** the command (or element) the problem came from */
  command: string;
  /** what was given, or the failure's cause */
  detail?: unknown;
}

export function report(code: ProblemCode, command: string, detail?: unknown): void {
  console.warn(`vitrina: ${code} (${command})`, detail);
  emit(document, 'error', { code, command, detail } satisfies ProblemDetail);
}
