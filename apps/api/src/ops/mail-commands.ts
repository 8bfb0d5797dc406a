// The operations CLI's mail commands (issue 23, decision 0154): staff record the letters they
// receive (envelope image and scan, multipart) and complete what customers ask of them.
import type { TMailItem, TMailList } from '@charterline/shared/schemas/mail';
import { runMailRequestCommand } from './mail-request-commands';

export const MAIL_HELP = `  mail <company>                           the company's letters, newest first
  mail record <company> --sender TEXT --category irs|state|bank|legal|marketing|other
              --date YYYY-MM-DD [--pages N] [--urgent] --envelope IMAGE [--scan PDF]
                                           record a letter received (locked when the
                                           company's mailing address is not active)
  mail scan <itemId> --scan PDF            attach the scan of a letter staff opened`;

/** The CLI options the mail commands read (all strings, as parseArgs gives them). */
export type TMailOptions = {
  sender?: string | undefined;
  category?: string | undefined;
  date?: string | undefined;
  pages?: string | undefined;
  urgent?: boolean | undefined;
  envelope?: string | undefined;
  scan?: string | undefined;
  tracking?: string | undefined;
  note?: string | undefined;
  reason?: string | undefined;
  status?: string | undefined;
};

export type TMailDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
  /** Reads a file for an upload (fails with a clear message when it cannot). */
  readFile: (path: string) => { bytes: Uint8Array; name: string };
};

/** Runs `mail …`; null when `command` is another. */
export const runMailCommand = async (
  command: string,
  args: string[],
  options: TMailOptions,
  deps: TMailDeps,
): Promise<number | null> => {
  if (command !== 'mail') return null;
  const request = await runMailRequestCommand(args, options, deps);
  if (request !== null) return request;
  const [sub, ref] = args;
  if (sub === 'record') return recordLetter(ref, options, deps);
  if (sub === 'scan') return scanLetter(ref, options, deps);
  const id = await deps.companyId(sub);
  const list = await deps.call<TMailList>('GET', `/ops/v1/mail/items?company=${id}`);
  if (list.items.length === 0) deps.print('No letters.');
  for (const item of list.items) printLetter(item, deps);
  return 0;
};

/** One letter on two lines: id, day, folder, flags; sender and category. */
const printLetter = (item: TMailItem, deps: TMailDeps) => {
  const flags = [
    item.urgent ? 'urgent' : null,
    item.locked ? 'locked' : null,
    item.scanDocumentId ? 'scanned' : null,
    item.openedAt ? 'opened' : null,
    item.openRequest ? `request: ${item.openRequest.action} ${item.openRequest.status}` : null,
  ].filter(Boolean);
  deps.print(
    `${item.id}  ${item.receivedOn}  ${item.folder}${flags.length ? `  (${flags.join(', ')})` : ''}`,
  );
  deps.print(`  from:    ${item.sender} [${item.category}]`);
  if (item.obligation)
    deps.print(`  about:   ${item.obligation.title} (due ${item.obligation.dueDate})`);
};

const fileBlob = (path: string, deps: TMailDeps) => {
  const { bytes, name } = deps.readFile(path);
  return { blob: new Blob([new Uint8Array(bytes)]), name };
};

const recordLetter = async (
  ref: string | undefined,
  options: TMailOptions,
  deps: TMailDeps,
): Promise<number> => {
  const id = await deps.companyId(ref);
  const form = new FormData();
  form.set('sender', deps.need(options.sender, '--sender'));
  form.set('category', deps.need(options.category, '--category'));
  form.set('receivedOn', deps.need(options.date, '--date'));
  if (options.pages !== undefined) form.set('pages', options.pages);
  form.set('urgent', options.urgent ? 'true' : 'false');
  const envelope = fileBlob(deps.need(options.envelope, '--envelope'), deps);
  form.set('envelope', envelope.blob, envelope.name);
  if (options.scan) {
    const scan = fileBlob(options.scan, deps);
    form.set('scan', scan.blob, scan.name);
  }
  const item = await deps.call<TMailItem>('POST', `/ops/v1/companies/${id}/mail`, form);
  deps.print(`Recorded the letter from ${item.sender}.`);
  if (item.locked) deps.print('Locked: the mailing address is not active (the scan was not kept).');
  printLetter(item, deps);
  return 0;
};

const scanLetter = async (
  itemId: string | undefined,
  options: TMailOptions,
  deps: TMailDeps,
): Promise<number> => {
  const id = deps.need(itemId, '<itemId>');
  const form = new FormData();
  const scan = fileBlob(deps.need(options.scan, '--scan'), deps);
  form.set('scan', scan.blob, scan.name);
  const item = await deps.call<TMailItem>('POST', `/ops/v1/mail/items/${id}/scan`, form);
  deps.print(`Scanned the letter from ${item.sender}.`);
  printLetter(item, deps);
  return 0;
};
