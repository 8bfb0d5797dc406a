import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type TCapturedMail = {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  kind: string;
};

/** Waits for the newest e-mail to a recipient that the server delivered. */
export const waitForMail = async (
  mailDir: string,
  recipient: string,
  timeoutMs = 15_000,
): Promise<TCapturedMail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as TCapturedMail;
      if (mail.recipient === recipient) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${recipient} within ${timeoutMs} ms`);
};
