// `attach-service <serviceId> <file.pdf>` (issue 18): a PDF for a service, also filed in the
// company's documents.
import type { TOpsCommand } from './command';
import { servicePath } from './service-lines';

export const ATTACH_SERVICE_COMMAND: TOpsCommand = {
  name: 'attach-service',
  usage: 'attach-service <serviceId> <file.pdf> --title TEXT',
  summary: "attach a PDF to a service (and the company's documents)",
  run: async ({ positionals, options }, { call, need, readFile, print }) => {
    const path = `${servicePath(need(positionals[0], '<serviceId>'))}/documents`;
    const file = readFile(need(positionals[1], '<file.pdf>'));
    const doc = await call<{ id: string; fileName: string }>('POST', path, {
      title: need(options.title, '--title'),
      fileName: file.name,
      contentBase64: Buffer.from(file.bytes).toString('base64'),
    });
    print(`Attached ${doc.fileName} (${doc.id}).`);
    return 0;
  },
};
