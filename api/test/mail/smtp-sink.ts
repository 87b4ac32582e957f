import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real SMTP server for the tests (smtp-server, as nodemailer's own tests use): it keeps every
 * message it accepts, parsed; answers 550 to the addresses in `rejected`; and can stop and start
 * again on the same port (SMTP down, then up).
 */
export class SmtpSink {
  readonly messages: ParsedMail[] = [];
  /** Each accepted message's envelope recipients (RCPT TO, Bcc included), lower-cased. */
  readonly envelopes = new Map<ParsedMail, string[]>();
  readonly rejected = new Set<string>();
  private server: SMTPServer | null = null;
  port = 0;

  /** With credentials, the server requires AUTH with exactly these (an emisor's own SMTP). */
  constructor(private readonly credentials?: { user: string; password: string }) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const credentials = this.credentials;
    const server = new SMTPServer({
      authOptional: !credentials,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (credentials && auth.username === credentials.user && auth.password === credentials.password)
          return callback(null, { user: auth.username });
        callback(new Error('535 Credenciales no válidas'));
      },
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 Mailbox unavailable: user unknown'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.envelopes.set(
              mail,
              session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
            );
            this.messages.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Every address that received a message about one document (the SMTP envelope's). */
  deliveredTo(claveAcceso: string): string[] {
    return this.about(claveAcceso).flatMap((mail) => this.envelopes.get(mail) ?? []);
  }

  /** Messages about one document: they carry its `<claveAcceso>.xml` (numbers repeat across emisores). */
  about(claveAcceso: string): ParsedMail[] {
    return this.messages.filter((mail) =>
      mail.attachments.some((attachment) => attachment.filename === `${claveAcceso}.xml`),
    );
  }
}

/** A sink for the whole test file, with the API's SMTP_URL pointing at it (restored afterwards). */
export function useSmtpSink(): SmtpSink {
  const sink = new SmtpSink();
  let savedSmtpUrl: string | undefined;
  beforeAll(async () => {
    await sink.start();
    savedSmtpUrl = process.env.SMTP_URL;
    process.env.SMTP_URL = sink.url;
  });
  afterAll(async () => {
    if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = savedSmtpUrl;
    await sink.stop();
  });
  return sink;
}
