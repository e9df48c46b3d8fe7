import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One received e-mail as the sink stores it (a JSON file per message). */
export type StoredMail = {
  /** Envelope recipients, lower case. */
  to: string[];
  /** The From header's display name and address. */
  from: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** ms since the epoch, when the sink finished reading it. */
  receivedAt: number;
};

let sequence = 0;

/**
 * A real SMTP server for the tests: it accepts any message without
 * authentication or TLS (the app sends plain SMTP to loopback) and writes
 * each one as JSON into `dir`, where tests read it as a person reads an inbox.
 */
export function startSmtpSink(dir: string, port: number): Promise<SMTPServer> {
  fs.mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: { name: parsed.from?.value[0]?.name ?? '', address: parsed.from?.value[0]?.address ?? '' },
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          // Sortable names: time, then a counter for messages in the same millisecond.
          sequence += 1;
          const name = `${String(mail.receivedAt).padStart(15, '0')}-${String(sequence).padStart(6, '0')}.json`;
          // Written under a temporary name and renamed, so a reader never sees half a file.
          const file = path.join(dir, name);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
          fs.renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
