// The operations CLI's phone commands (issue 23, decision 0154): with the local provider, staff
// or a test deliver inbound texts and calls to a company's number.
export const PHONE_HELP = `  sms <number|company> --from NUMBER --body TEXT
                                           (helper D: deliver a text to the number)`;

export type TPhoneOptions = {
  from?: string | undefined;
  body?: string | undefined;
  voicemail?: string | undefined;
  transcript?: string | undefined;
};

export type TPhoneDeps = {
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  need: (value: string | undefined, what: string) => string;
  companyId: (ref: string | undefined) => Promise<string>;
  fail: (message: string) => Error;
  print: (line: string) => void;
};

/** Runs `sms`, `call` and `phones`; null when `command` is another. */
export const runPhoneCommand = async (
  command: string,
  args: string[],
  options: TPhoneOptions,
  deps: TPhoneDeps,
): Promise<number | null> => {
  void args;
  void options;
  void deps;
  if (command !== 'sms' && command !== 'call' && command !== 'phones') return null;
  throw deps.fail(`${command}: not built yet (issue 23 foundation).`);
};
