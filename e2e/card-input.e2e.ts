import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { signUpAndSignIn } from './session';

// Issue 17: the local card form formats as typed, names the bad field next to it, lists
// what is being bought; the payment step's button sits where CONTINUE does.
test.describe('typing a card into the checkout dialog', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  const open = async (name: string, viewport: (typeof WIDTHS)[keyof typeof WIDTHS]) => {
    const mobile = name === 'mobile';
    const context = await browser.newContext({ viewport, hasTouch: mobile, isMobile: mobile });
    const page = await context.newPage();
    const problems = watchPageErrors(page);
    await signUpAndSignIn(page, baseURL, `card-${name}`);
    return { page, problems, close: () => context.close() };
  };
  const errorOf = async (page: Page, label: string) => {
    const field = page.getByLabel(label, { exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const id = await field.getAttribute('aria-describedby');
    return page.locator(`[id="${id}"]`).textContent();
  };
  const shot = (page: Page, name: string) =>
    process.env.E2E_SCREENSHOTS
      ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
      : undefined;

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`formats, checks and pays on the billing page at ${name} width`, async () => {
      const { page, problems, close } = await open(name, viewport);
      // The catalogue is folded by category (decision 0189): the product's link opens its own.
      await page.goto(`${baseURL}/dashboard/billing?offer=bookkeeping`);
      // Bookkeeping's button ("Buy <product> — $<price>", one per product).
      await page.getByRole('button', { name: /^Buy Bookkeeping — \$[\d,]+\.\d\d$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy Bookkeeping' });
      await dialog.waitFor();
      // What is being bought: its name and amount, then the total.
      const summary = dialog.getByRole('region', { name: 'Order summary' });
      await summary.waitFor();
      expect(await summary.locator('li').count()).toBeGreaterThan(0);
      expect(await summary.textContent()).toMatch(/\$[\d,]+\.\d\d.*Total\$[\d,]+\.\d\d$/);

      const number = page.getByLabel('Card number');
      const expiry = page.getByLabel('Expiry');
      await number.pressSequentially('4242424242424241');
      expect(await number.inputValue()).toBe('4242 4242 4242 4241');
      await expiry.pressSequentially('1334');
      expect(await expiry.inputValue()).toBe('13 / 34');
      await page.getByLabel('CVC').fill('12');
      await page.getByRole('button', { name: 'Pay now' }).click();
      expect(await errorOf(page, 'Card number')).toBe('Your card number is invalid.');
      expect(await errorOf(page, 'Expiry')).toBe(
        "Your card's expiry month must be between 01 and 12.",
      );
      expect(await errorOf(page, 'CVC')).toBe("Your card's security code is incomplete.");
      await shot(page, `card-errors-${name}`);
      await expiry.fill('01/20');
      expect(await expiry.inputValue()).toBe('01 / 20');
      expect(await errorOf(page, 'Expiry')).toBe("Your card's expiry date is in the past.");
      expect(await page.getByText('Payment Failed').count()).toBe(0);

      await number.fill('4242424242424242');
      for (const typed of ['12 / 34', '12/34']) {
        await expiry.fill(typed);
        expect(await expiry.inputValue()).toBe('12 / 34');
      }
      await expiry.fill('');
      await expiry.pressSequentially('1234');
      expect(await expiry.inputValue()).toBe('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await shot(page, `card-filled-${name}`);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.getByText('Payment Successful!').waitFor();
      await shot(page, `card-success-${name}`);
      await page.waitForURL(/session_id=/, { timeout: 15_000 });
      await page.getByText('Visa ending 4242').first().waitFor();
      expect(problems).toEqual([]);
      await close();
    });
  }

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`puts PROCEED TO PAYMENT where CONTINUE is at ${name} width`, async () => {
      const { page, problems, close } = await open(name, viewport);
      await page.goto(`${baseURL}/dashboard/onboarding/pre-payment/step-1`);
      await page.getByLabel('Search states').fill('wyo');
      await page.getByRole('radio', { name: /Wyoming/ }).check();
      const next = page.getByRole('button', { name: 'CONTINUE', exact: true });
      const back = page.getByRole('button', { name: 'GO BACK' });
      await page.getByTestId('checkout-total').waitFor();
      const continueBox = await next.boundingBox();
      const backOnStep1 = await back.boundingBox();
      await next.click();
      await page.waitForURL(/pre-payment\/step-2$/);
      await next.click();
      await page.waitForURL(/pre-payment\/step-3$/);
      await page.getByText('Wyoming formation filing (Articles of Organization)').waitFor();
      const pay = await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).boundingBox();
      const backBox = await back.boundingBox();
      await shot(page, `payment-step-${name}`);
      if (!pay || !backBox || !continueBox || !backOnStep1) throw new Error('no layout');
      // The same place and size as CONTINUE on the step before.
      expect(Math.round(pay.x + pay.width)).toBe(Math.round(continueBox.x + continueBox.width));
      expect(Math.round(pay.width)).toBe(Math.round(continueBox.width));
      expect(Math.round(pay.height)).toBe(53);
      if (name === 'mobile') {
        // On a phone both buttons are as wide as GO BACK, the main one on top.
        expect(Math.round(continueBox.width)).toBe(Math.round(backOnStep1.width));
        expect(Math.round(pay.width)).toBe(Math.round(backBox.width));
        expect(pay.y).toBeLessThan(backBox.y);
      } else {
        expect(Math.round(pay.width)).toBe(240);
      }
      expect(problems).toEqual([]);
      await close();
    });
  }
});
