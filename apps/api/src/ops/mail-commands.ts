// The operations CLI's mail commands (issue 23, decision 0154): staff list a company's letters
// and record the ones they receive (envelope image and scan, multipart).
// `mail-request-commands.ts` completes what customers ask of them.
import type { TMailItem, TMailList } from '@charterline/shared/schemas/mail';
import type { TOpsCommand, TOpsDeps } from './command';

/** One letter on two lines: id, day, folder, flags; sender and category. */
const printLetter = (item: TMailItem, print: TOpsDeps['print']) => {
  const flags = [
    item.urgent ? 'urgent' : null,
    item.locked ? 'locked' : null,
    item.scanDocumentId ? 'scanned' : null,
    item.openedAt ? 'opened' : null,
    item.openRequest ? `request: ${item.openRequest.action} ${item.openRequest.status}` : null,
  ].filter(Boolean);
  print(
    `${item.id}  ${item.receivedOn}  ${item.folder}${flags.length ? `  (${flags.join(', ')})` : ''}`,
  );
  print(`  from:    ${item.sender} [${item.category}]`);
  if (item.obligation)
    print(`  about:   ${item.obligation.title} (due ${item.obligation.dueDate})`);
};

const fileBlob = (path: string, deps: TOpsDeps) => {
  const { bytes, name } = deps.readFile(path);
  return { blob: new Blob([new Uint8Array(bytes)]), name };
};

const MAIL: TOpsCommand = {
  name: 'mail',
  usage: 'mail <company>',
  summary: "the company's letters, newest first",
  run: async ({ positionals }, { call, companyId, print }) => {
    const id = await companyId(positionals[0]);
    const list = await call<TMailList>('GET', `/ops/v1/mail/items?company=${id}`);
    if (list.items.length === 0) print('No letters.');
    for (const item of list.items) printLetter(item, print);
    return 0;
  },
};

const RECORD: TOpsCommand = {
  name: 'mail record',
  usage: [
    'mail record <company> --sender TEXT --category irs|state|bank|legal|marketing|other',
    '--date YYYY-MM-DD [--pages N] [--urgent] --envelope IMAGE [--scan PDF]',
  ].join('\n'),
  summary: "record a letter received (locked when the\ncompany's mailing address is not active)",
  run: async ({ positionals, options }, deps) => {
    const id = await deps.companyId(positionals[0]);
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
    if (item.locked)
      deps.print('Locked: the mailing address is not active (the scan was not kept).');
    printLetter(item, deps.print);
    return 0;
  },
};

const SCAN: TOpsCommand = {
  name: 'mail scan',
  usage: 'mail scan <itemId> --scan PDF',
  summary: 'attach the scan of a letter staff opened',
  run: async ({ positionals, options }, deps) => {
    const id = deps.need(positionals[0], '<itemId>');
    const form = new FormData();
    const scan = fileBlob(deps.need(options.scan, '--scan'), deps);
    form.set('scan', scan.blob, scan.name);
    const item = await deps.call<TMailItem>('POST', `/ops/v1/mail/items/${id}/scan`, form);
    deps.print(`Scanned the letter from ${item.sender}.`);
    printLetter(item, deps.print);
    return 0;
  },
};

export const MAIL_COMMANDS: TOpsCommand[] = [MAIL, RECORD, SCAN];
