// The log-in form's checks without zod: /login is the page a returning founder waits for,
// and its JavaScript budget (docs/architecture.md § Budgets) leaves no room for a schema
// library. The answers are the same codes ZLoginRequest gives (login.test.ts holds the two together).

/** zod's e-mail pattern, the one z.email() uses (the test compares them). */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- kept character for character as zod's source
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;

export type TLoginFields = { email: string; password: string };
export type TLoginProblems = Partial<Record<keyof TLoginFields, string>>;

/** The e-mail address's problem as a catalogue code, or undefined when it is fine. */
export const emailProblem = (value: string): string | undefined => {
  const email = value.trim();
  if (email.length === 0) return 'EMAIL_NOT_SPECIFIED';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'INVALID_EMAIL';
  return undefined;
};

/** Each field's problem (catalogue codes or the contract's texts); empty when it can be sent. */
export const loginProblems = (values: TLoginFields): TLoginProblems => {
  const problems: TLoginProblems = {};
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (values.password.length === 0) problems.password = 'PASSWORD_NOT_SPECIFIED';
  else if (values.password.length > LOGIN_PASSWORD_MAX_LENGTH) {
    problems.password = 'Password is too long';
  }
  return problems;
};

/** The values as the API expects them: the address trimmed and in lower case. */
export const normaliseLogin = (values: TLoginFields): TLoginFields => ({
  email: values.email.trim().toLowerCase(),
  password: values.password,
});
