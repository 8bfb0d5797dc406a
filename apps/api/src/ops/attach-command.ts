// `attach <company> <file>`: a document for the company, multipart as the portal's uploads
// (issue 20): the portal checks the type by content.
import type { TOpsCommand } from './command';

export const ATTACH_COMMAND: TOpsCommand = {
  name: 'attach',
  usage: 'attach <company> <file> --title TEXT [--kind KIND] [--category CATEGORY]',
  summary:
    'attach a PDF, PNG or JPEG (kind e.g.\nARTICLES_OF_ORGANIZATION; category e.g. formation, tax)',
  run: async ({ positionals, options }, { call, need, companyId, readFile, print }) => {
    const id = await companyId(positionals[0]);
    const file = readFile(need(positionals[1], '<file>'));
    const form = new FormData();
    form.set('kind', (options.kind ?? 'DOCUMENT').toUpperCase());
    form.set('title', need(options.title, '--title'));
    if (options.category) form.set('category', options.category);
    form.set('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const doc = await call<{ id: string; fileName: string }>(
      'POST',
      `/ops/v1/companies/${id}/documents`,
      form,
    );
    print(`Attached ${doc.fileName} (${doc.id}).`);
    return 0;
  },
};
