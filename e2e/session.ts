import type { Page } from 'playwright-core';
import { signupBody } from '../apps/api/test/fixtures/signup-body.mjs';

/** Signs a new founder up through the API and stores the tokens in the page's origin. */
export const signUpAndSignIn = async (page: Page, baseURL: string, name = 'shell') => {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await fetch(`${baseURL}/api/client/public/v9/company/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      signupBody(email, {
        firstName: 'Grace',
        lastName: 'Hopper',
        password: 'Compiler-1952!',
        service: 'COMPANY_FORMATION_SERVICE',
      }),
    ),
  });
  const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string } };
  await page.goto(`${baseURL}/login`);
  await page.evaluate((tokens) => {
    localStorage.setItem('auth_token', tokens.accessToken);
    localStorage.setItem('refresh_token', tokens.refreshToken);
  }, data);
  return { email, ...data };
};
