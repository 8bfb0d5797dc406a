// `npm run ops -- --help`: made from the command table, each command's usage with its summary
// in a column beside it (or under it when the usage is too long).
import type { TOpsCommand } from './command';

const HEADER = [
  'Charterline operations',
  '',
  'Usage: npm run ops -- <command> [arguments] [options]',
];
const FOOTER = [
  '<company> is a company id, the e-mail address of its customer (their first company) or, for',
  'mail, the suite on the envelope (suite:10042).',
  'The portal must be running; OPS_API_URL (default: PUBLIC_URL + /api) says where.',
];

const MARGIN = '  ';
/** Where the summaries start: after the margin, a usage of up to 39 characters and 2 spaces. */
const COLUMN = 43;

const entryLines = ({ name, usage, summary }: TOpsCommand): string[] => {
  const [first = '', ...more] = usage.split('\n');
  const notes = summary ? summary.split('\n') : [];
  const under = notes.map((line) => `${' '.repeat(COLUMN)}${line}`);
  if (more.length === 0 && notes.length > 0 && MARGIN.length + first.length + 2 <= COLUMN) {
    return [`${MARGIN}${first.padEnd(COLUMN - MARGIN.length)}${notes[0]}`, ...under.slice(1)];
  }
  // A usage's further lines line up under its first argument.
  const continued = more.map((line) => `${MARGIN}${' '.repeat(name.length + 1)}${line}`);
  return [`${MARGIN}${first}`, ...continued, ...under];
};

/** The whole help, every command of `commands` in their order. */
export const helpText = (commands: readonly TOpsCommand[]): string =>
  [...HEADER, '', ...commands.flatMap(entryLines), '', ...FOOTER].join('\n');
