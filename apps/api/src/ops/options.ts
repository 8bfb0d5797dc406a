// Every option the operations CLI reads, for every command: parseArgs is strict, so an option
// no command knows fails before anything runs (the message is node's own).
import { parseArgs } from 'node:util';

const OPTIONS = {
  status: { type: 'string' },
  ein: { type: 'string' },
  date: { type: 'string' },
  'file-number': { type: 'string' },
  line1: { type: 'string' },
  line2: { type: 'string' },
  city: { type: 'string' },
  postal: { type: 'string' },
  reason: { type: 'string' },
  title: { type: 'string' },
  kind: { type: 'string' },
  category: { type: 'string' },
  price: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  active: { type: 'string' },
  company: { type: 'string' },
  'waiting-on': { type: 'string' },
  note: { type: 'string' },
  file: { type: 'string' },
  month: { type: 'string' },
  force: { type: 'boolean' },
  sender: { type: 'string' },
  pages: { type: 'string' },
  urgent: { type: 'boolean' },
  envelope: { type: 'string' },
  scan: { type: 'string' },
  tracking: { type: 'string' },
  from: { type: 'string' },
  body: { type: 'string' },
  voicemail: { type: 'string' },
  transcript: { type: 'string' },
  minutes: { type: 'string' },
  recording: { type: 'string' },
  as: { type: 'string' },
  priority: { type: 'string' },
  assignee: { type: 'string' },
  attach: { type: 'string', multiple: true },
  resolve: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The words (command, then its arguments) and the options of one command line. */
export const parseOpsArgs = (argv: string[]) =>
  parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });

/** The options as parseArgs gives them: strings, booleans, and `attach` as a list. */
export type TOpsOptions = ReturnType<typeof parseOpsArgs>['values'];
