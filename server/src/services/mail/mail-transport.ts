/** Where mails go: `mailTransportFromEnv` (mail-config.ts) picks the console or the HTTP gateway. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export interface DevMail extends MailMessage {
  /** the first link in the text, when there is one */
  link: string | undefined;
}

/**
 * What the development transport sent, newest last, across every app in this process: browser
 * tests run the server in-process and read links here, as a real user reads their inbox.
 */
const outbox: DevMail[] = [];
const OUTBOX_MAX = 500;

/** The last mail a development transport sent to `to` (any case). */
export function lastDevMail(to: string): DevMail | undefined {
  const address = to.toLowerCase();
  for (let i = outbox.length - 1; i >= 0; i--) if (outbox[i]?.to.toLowerCase() === address) return outbox[i];
  return undefined;
}

/** Development: the mail goes to the server log (and the in-process outbox), never to the address. */
export function createConsoleMailTransport(print: (line: string) => void = console.log): MailTransport {
  return {
    async send(message) {
      outbox.push({ ...message, link: /https?:\/\/\S+/.exec(message.text)?.[0] });
      if (outbox.length > OUTBOX_MAX) outbox.splice(0, outbox.length - OUTBOX_MAX);
      print(`[vitrina] Mail to ${message.to}: ${message.subject}\n${message.text.replace(/^/gm, '    ')}`);
    },
  };
}
