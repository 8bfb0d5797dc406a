// The operations CLI's command table (issue 37): every command, in the order the help lists
// them. Each file names its own commands; `cli.ts` finds the one a command line calls.
import { AGENT_COMMANDS } from './agent-commands';
import { ATTACH_COMMAND } from './attach-command';
import { ATTACH_SERVICE_COMMAND } from './attach-service-command';
import { BOOKS_COMMANDS } from './books-commands';
import { CHANGES_COMMANDS } from './changes-commands';
import type { TOpsCommand } from './command';
import { COMPANIES_COMMAND } from './companies-command';
import { COMPANY_COMMAND } from './company-command';
import { COMPLIANCE_COMMAND } from './compliance-commands';
import { VERIFY_COMMAND } from './existing-llc-commands';
import { FACTS_COMMANDS } from './facts-commands';
import { FILE_NUMBER_COMMAND } from './file-number-command';
import { JOBS_COMMANDS } from './jobs-commands';
import { MAIL_COMMANDS } from './mail-commands';
import { MAIL_REQUEST_COMMANDS } from './mail-request-commands';
import { PHONE_COMMANDS } from './phone-commands';
import { PRODUCT_COMMAND, PRODUCTS_COMMAND } from './products-commands';
import { ROLE_COMMAND } from './role-command';
import { SERVICES_COMMANDS } from './services-commands';
import { RESUME_COMMAND, STATUS_COMMAND } from './status-commands';
import { STEP_COMMAND } from './step-command';
import { TICKETS_COMMANDS } from './tickets-commands';

export const OPS_COMMANDS: readonly TOpsCommand[] = [
  COMPANIES_COMMAND,
  COMPANY_COMMAND,
  STEP_COMMAND,
  STATUS_COMMAND,
  RESUME_COMMAND,
  ATTACH_COMMAND,
  PRODUCTS_COMMAND,
  PRODUCT_COMMAND,
  ROLE_COMMAND,
  ...JOBS_COMMANDS,
  ...SERVICES_COMMANDS,
  ATTACH_SERVICE_COMMAND,
  VERIFY_COMMAND,
  COMPLIANCE_COMMAND,
  ...CHANGES_COMMANDS,
  ...FACTS_COMMANDS,
  ...AGENT_COMMANDS,
  FILE_NUMBER_COMMAND,
  ...BOOKS_COMMANDS,
  ...MAIL_COMMANDS,
  ...MAIL_REQUEST_COMMANDS,
  ...PHONE_COMMANDS,
  ...TICKETS_COMMANDS,
];

const wordsOf = (command: TOpsCommand) => command.name.split(' ');

/**
 * The command whose name is the longest run of the line's first words (`books close` before
 * `books`), and the words after its name; undefined when no command has that first word.
 */
export const findCommand = (
  commands: readonly TOpsCommand[],
  words: readonly string[],
): { command: TOpsCommand; positionals: string[] } | undefined => {
  const command = commands
    .filter((c) => wordsOf(c).every((word, i) => words[i] === word))
    .sort((a, b) => wordsOf(b).length - wordsOf(a).length)[0];
  return command && { command, positionals: words.slice(wordsOf(command).length) };
};
