/** Where SMS codes go: `smsTransportFromEnv` (sms-config.ts) picks the console or the HTTP gateway. */
export interface SmsTransport {
  send(mobile: string, text: string): Promise<void>;
}

export interface DevSms {
  mobile: string;
  text: string;
  /** the 6-digit code in the text, when there is one */
  code: string | undefined;
}

/**
 * What the development transports sent, newest last, across every app in this process: browser
 * tests run the server in-process and read codes here, as a real user reads their phone.
 */
const outbox: DevSms[] = [];
const OUTBOX_MAX = 500;

/** The last code sent to `mobile` by a development transport. */
export function lastDevSms(mobile: string): DevSms | undefined {
  for (let i = outbox.length - 1; i >= 0; i--) if (outbox[i]?.mobile === mobile) return outbox[i];
  return undefined;
}

export function createConsoleSmsTransport(print: (line: string) => void = console.log): SmsTransport {
  return {
    async send(mobile, text) {
      outbox.push({ mobile, text, code: /\b(\d{6})\b/.exec(text)?.[1] });
      if (outbox.length > OUTBOX_MAX) outbox.splice(0, outbox.length - OUTBOX_MAX);
      print(`[vitrina] SMS to ${mobile}: ${text}`);
    },
  };
}
