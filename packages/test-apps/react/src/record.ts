declare global {
  interface Window {
    host: { events: string[]; errors: string[]; loaded?: string; samePromise?: boolean; serverHtml?: string };
  }
}

window.host ||= { events: [], errors: [] };

/** What the test reads back: the events the callbacks heard, in order. */
export function record(kind: string, what: string): void {
  window.host.events.push(`${kind}:${what}`);
}
