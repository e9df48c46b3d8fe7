import fs from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './smtp-sink';

export type Mail = StoredMail & { file: string };

const POLL_MS = 100;
// A ceiling, not a wait: mail leaves through the server's queue, which a busy machine slows down
// (as playwright.config.ts's expect timeout).
const WAIT_MS = 30_000;

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

/** Every message to `to`, oldest first. */
function messagesTo(to: string): Mail[] {
  const address = to.toLowerCase();
  return fs
    .readdirSync(mailDir())
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(mailDir(), name);
      return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as StoredMail), file };
    })
    .filter((mail) => mail.to.includes(address));
}

type LatestOptions = {
  /** Only a message with this subject. */
  subject?: RegExp;
  /** Only once more than this many messages (see `count`) have arrived. */
  after?: number;
  timeout?: number;
};

/** The test's mailbox: the SMTP sink's folder, read as a person reads an inbox. */
export const inbox = {
  /** How many messages `to` has received so far. */
  count(to: string): number {
    return messagesTo(to).length;
  },

  /** Waits (up to 30 s) for a message to `to` and returns the newest one. */
  async latest(to: string, { subject, after = 0, timeout = WAIT_MS }: LatestOptions = {}): Promise<Mail> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const all = messagesTo(to);
      const fresh = all.slice(after).filter((mail) => !subject || subject.test(mail.subject));
      const newest = fresh.at(-1);
      if (newest) return newest;
      if (Date.now() > deadline) {
        const seen = all.map((mail) => mail.subject).join(' | ') || 'nothing';
        throw new Error(`no e-mail to ${to}${subject ? ` with subject ${subject}` : ''} within ${timeout} ms (got: ${seen})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  },
};

/** The six-digit code of a token e-mail (it stands on a line of its own in the text part). */
export function code(mail: Mail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no 6-digit code in "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/** The account-removal confirmation link of a removal e-mail. */
export function link(mail: Mail): string {
  const match = /https?:\/\/[^\s"<>]+\/conta\/exclusao\/[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`no removal link in "${mail.subject}":\n${mail.text}`);
  return match[0];
}
