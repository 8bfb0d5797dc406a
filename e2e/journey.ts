import type { Page } from 'playwright-core';

// Steps the browser journeys share: the sign-up questions, the account, screenshots.

/** Answers each question with the option named (the questions' radios), then goes on. */
export const answer = async (page: Page, options: string[]) => {
  for (const [i, option] of options.entries()) {
    await page.getByText(`Question ${i + 1} of ${options.length}`).waitFor();
    await page.getByLabel(option, { exact: true }).check();
    const last = i === options.length - 1;
    await page
      .getByRole('button', { name: last ? 'CONTINUE TO ACCOUNT' : 'CONTINUE', exact: true })
      .click();
  }
};

export const createAccount = async (page: Page, email: string) => {
  await page.getByLabel('First name').fill('Amara');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Compiler-1952!');
  await page.getByRole('button', { name: 'Create account' }).click();
};

/**
 * A full-page screenshot at the page's width (or at both), when SHOTS_DIR asks for them.
 * `fullPage: false` for a dialog: its fixed overlay covers only the viewport.
 */
export const shoot = async (
  page: Page,
  name: string,
  widths = [page.viewportSize()!],
  fullPage = true,
) => {
  const shotsDir = process.env.SHOTS_DIR;
  if (!shotsDir) return;
  const was = page.viewportSize()!;
  // From the top: a full page taken scrolled shows the sticky header halfway down.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage });
  }
  await page.setViewportSize(was);
};

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The searchable country picker (issue 17): open, search, choose. */
export const pickCountry = async (page: Page, country: string, nth = 0) => {
  await page
    .getByRole('button', { name: /^Country/ })
    .nth(nth)
    .click();
  await page.getByPlaceholder('Search countries').fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
};

/** Pays in the checkout dialog with the local provider's test card, until the success. */
export const payWithTestCard = async (page: Page, dialog = 'Secure Checkout') => {
  const checkout = page.getByRole('dialog', { name: dialog });
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry').fill('12/30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: 'Pay now' }).click();
  await page.getByText('Payment Successful!').waitFor();
  await page.waitForURL(/session_id=/);
};

/**
 * Sign-up on the existing-LLC path with "Viento Alto", a Wyoming LLC formed elsewhere on
 * March 10, 2025 (file 2025-000987654), one owner in Nigeria; ends on the dashboard's home.
 */
/** An LLC formed elsewhere, brought through sign-up: its name, state and formation date. */
export const bringLlc = async (
  page: Page,
  baseURL: string,
  email: string,
  llc: {
    name: string;
    state: string;
    formedOn: string;
    fileNumber: string;
    /** Their registered agent today (default: one in the LLC's state); 'ours': switch to ours. */
    agent?: { name: string; line1: string; city: string } | 'ours';
  },
  /**
   * The filings due before the LLC joined us, asked once its details are saved (issue 36
   * item 3): 'not-filed' answers "Not filed" to each (they are overdue, as the journeys built
   * on it expect) and ends on Home; 'ask' stops on the questions.
   */
  pastFilings: 'not-filed' | 'ask' = 'not-filed',
) => {
  await page.goto(`${baseURL}/signup/existing-business/questions`);
  await answer(page, ['Last year', 'Software / SaaS', 'Just me', 'Up to $50k', 'Bookkeeping']);
  await createAccount(page, email);
  await page.waitForURL(/\/dashboard\/onboarding\/bring-your-llc$/);
  await page.getByLabel('Legal name (without LLC)').fill(llc.name);
  await page.getByRole('combobox', { name: 'State of formation' }).click();
  await page.getByRole('option', { name: llc.state, exact: true }).click();
  await page.getByLabel('Formation date').fill(llc.formedOn);
  await page.getByLabel('State file number').fill(llc.fileNumber);
  const agent = llc.agent ?? {
    name: 'Registered Agents Inc',
    line1: '30 N Gould St',
    city: 'Sheridan',
  };
  const agentSection = page.getByRole('region', { name: 'Registered agent' });
  if (agent === 'ours') {
    await agentSection.getByLabel(/Switch to Charterline’s registered agent/).check();
  } else {
    await agentSection.getByLabel(/I keep my registered agent/).check();
    await agentSection.getByLabel('Registered agent’s name').fill(agent.name);
    await agentSection.getByLabel('Street address', { exact: true }).fill(agent.line1);
    await agentSection.getByLabel('City', { exact: true }).fill(agent.city);
    await agentSection.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: llc.state, exact: true }).click();
  }
  const owners = page.getByRole('region', { name: 'Owners' });
  await owners.getByLabel('Street address', { exact: true }).first().fill('1 Marina Road');
  await owners.getByLabel('City', { exact: true }).first().fill('Lagos');
  await pickCountry(page, 'Nigeria');
  await page.getByRole('button', { name: 'Save my LLC’s details' }).click();
  // The past filings' questions next (none due before joining: straight on), then Home — or,
  // switching to our agent, its change (priced, paid, filed).
  const save = page.getByRole('button', { name: 'Save my answers' });
  const after =
    agent === 'ours'
      ? page.getByRole('heading', { name: 'Registered agent', level: 3 })
      : page.getByRole('heading', { name: /^Welcome, / });
  await save.or(after).first().waitFor();
  if (await save.isVisible()) {
    if (pastFilings === 'ask') return;
    for (const notFiled of await page.locator('label', { hasText: /^Not filed$/ }).all()) {
      await notFiled.click();
    }
    await save.click();
  }
  await page.waitForURL(agent === 'ours' ? /change=REGISTERED_AGENT/ : /\/dashboard\/home$/);
};

/** Viento Alto LLC, formed in Wyoming on March 10, 2025, one owner in Nigeria. */
export const bringWyomingLlc = (page: Page, baseURL: string, email: string) =>
  bringLlc(page, baseURL, email, {
    name: 'Viento Alto',
    state: 'Wyoming',
    formedOn: '2025-03-10',
    fileNumber: '2025-000987654',
  });

/**
 * Invoicing → Settings → "Turn on card payments" (a free feature, issue 36): the dialog says
 * what it means, "Turn on" turns it on with no card step and no payment message.
 */
export const turnOnCardPayments = async (page: Page, baseURL: string) => {
  await page.goto(`${baseURL}/dashboard/invoicing?tab=settings`);
  await page.getByRole('button', { name: 'Turn on card payments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on card payments?' });
  await dialog.getByText('Free to turn on: we take no fee from your payments.').waitFor();
  await dialog.getByRole('button', { name: 'Turn on', exact: true }).click();
  await page.getByText('Card payments are on.').first().waitFor();
};
