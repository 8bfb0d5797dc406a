import { describe, expect, it } from 'vitest';
import { findCommand, OPS_COMMANDS } from './commands';
import { helpText } from './help';

describe('the operations command table', () => {
  it('names each command once, and its usage starts with its name', () => {
    const names = OPS_COMMANDS.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of OPS_COMMANDS) expect(c.usage.startsWith(`${c.name}`)).toBe(true);
  });

  it('finds the longest name the words start with, and gives it the words after', () => {
    const find = (...words: string[]) => {
      const found = findCommand(OPS_COMMANDS, words);
      return found && [found.command.name, found.positionals];
    };
    expect(find('books', 'close', 'a@b.c', '2026-09')).toEqual([
      'books close',
      ['a@b.c', '2026-09'],
    ]);
    expect(find('books', 'a@b.c')).toEqual(['books', ['a@b.c']]);
    expect(find('jobs')).toEqual(['jobs', []]);
    expect(find('tickets', 'escalate', '12')).toEqual(['tickets', ['escalate', '12']]);
    expect(find('help')).toBeUndefined();
  });

  it('prints the help in columns: beside a short usage, under a long one', () => {
    const lines = helpText(OPS_COMMANDS).split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'Charterline operations',
      '',
      'Usage: npm run ops -- <command> [arguments] [options]',
      '',
      '  companies [--status STATUS]              list companies (newest first)',
    ]);
    const at = (start: string) => lines.indexOf(start);
    const record = at(
      '  mail record <company> --sender TEXT --category irs|state|bank|legal|marketing|other',
    );
    expect(lines.slice(record + 1, record + 4)).toEqual([
      '              --date YYYY-MM-DD [--pages N] [--urgent] --envelope IMAGE [--scan PDF]',
      `${' '.repeat(43)}record a letter received (locked when the`,
      `${' '.repeat(43)}company's mailing address is not active)`,
    ]);
    expect(
      at('  status <company> <STATUS> --reason TEXT  REJECTED, ONHOLD, FREEZED,'),
    ).toBeGreaterThan(0);
    const product = at(
      '  product <productKey> [--price CENTS] [--name TEXT] [--description TEXT] [--active true|false]',
    );
    expect(lines[product + 1]).toBe(
      '  role <email> <ADMIN|CUSTOMER>            give or take the admin role',
    );
    expect(lines.at(-1)).toBe(
      'The portal must be running; OPS_API_URL (default: PUBLIC_URL + /api) says where.',
    );
  });
});
