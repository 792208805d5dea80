import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** One message as the mail server received it: the SMTP envelope and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  message: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted, in order. */
  received: ReceivedMail[];
  /** Every RCPT TO the server was sent (refused ones too), in order. */
  recipients: string[];
  /** Stops listening (nothing answers on the port: connections are refused), or listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface SmtpOptions {
  /** Recipients answered `550 5.1.1` at RCPT TO, as a mail server refuses an address it does not know. */
  refuse?: (address: string) => boolean;
  /** Called with each message before the server answers 250 for it (a test may act in that moment). */
  onMessage?: (mail: ReceivedMail) => Promise<void> | void;
}

/**
 * A real SMTP server in this process (the `smtp-server` package) on a free port of 127.0.0.1: plain SMTP without
 * STARTTLS or AUTH, each message parsed (mailparser) as a mail client would read it. Stop it when the test file is done.
 */
export async function startSmtpServer({ refuse = () => false, onMessage }: SmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const recipients: string[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onRcptTo(address, _session, callback) {
        recipients.push(address.address);
        if (!refuse(address.address)) return callback();
        const error: SMTPServerError = Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 });
        callback(error);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (message) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const mail = { envelope: { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) }, message };
            received.push(mail);
            await onMessage?.(mail);
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
  let server = create();
  let running = false;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  running = true;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    recipients,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (running) return;
      server = create();
      await listen(port);
      running = true;
    },
  };
}
