import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZLoginRequest } from '../schemas/auth';
import { EMAIL_PATTERN, loginProblems, normaliseLogin } from './login';

// What the schema says of each field: its first message, or nothing.
const schemaProblems = (values: { email: string; password: string }) => {
  const result = ZLoginRequest.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
  }
  return out;
};

const emails = fc.oneof(
  fc.emailAddress(),
  fc.string(),
  fc.constantFrom('', '   ', ' a@b.co ', 'A@B.CO', 'a@b', 'a..b@c.io', '.a@b.io', 'a@b.c'),
  fc.string({ minLength: 250, maxLength: 260 }).map((s) => `${s.replace(/\W/g, 'a')}@example.com`),
);
const passwords = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.string({ minLength: 1020, maxLength: 1030 }),
);

describe('the log-in checks without zod', () => {
  it('uses the pattern z.email() uses', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it('finds the same problems as ZLoginRequest, with the same codes', () => {
    fc.assert(
      fc.property(emails, passwords, (email, password) => {
        const ours = loginProblems({ email, password });
        const theirs = schemaProblems({ email, password });
        expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
        if (theirs.email) expect(ours.email).toBe(theirs.email);
        // (Past 1,024 characters the schema says PASSWORD_NOT_SPECIFIED; we say it is too long.)
        if (password.length <= 1024) expect(ours.password).toBe(theirs.password);
        if (Object.keys(ours).length === 0) {
          expect(normaliseLogin({ email, password })).toEqual(
            ZLoginRequest.parse({ email, password }),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });
});
