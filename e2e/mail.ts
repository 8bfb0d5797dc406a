import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type TCapturedMail = {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  kind: string;
};

/**
 * Waits for the newest e-mail to a recipient that the server delivered (and that `match`
 * accepts: a sign-up's welcome may be the newest when the reset mail is not written yet).
 */
export const waitForMail = async (
  mailDir: string,
  recipient: string,
  match: (mail: TCapturedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<TCapturedMail> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(mailDir) ? readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      let mail: TCapturedMail;
      try {
        mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as TCapturedMail;
      } catch {
        continue; // being written
      }
      if (mail.recipient === recipient && match(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${recipient} within ${timeoutMs} ms`);
};
