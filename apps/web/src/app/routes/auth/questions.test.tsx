import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { press } from '@/test/fill';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

const QUESTIONS = '/signup/new-business/questions';

// Issue 17: Browser Back inside the questions returned to the chooser and lost the answers.
describe('/signup/new-business/questions: each question has its address', () => {
  setUpRouteTests();

  it('moves to ?q=2 on CONTINUE; Back returns to question 1 with its answer kept', async () => {
    mockApi({});
    const router = renderRoute(`${QUESTIONS}?service=formation`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Software / SaaS' }));
    press('CONTINUE');
    expect(await screen.findByText('Question 2 of 5')).toBeTruthy();
    expect(router.state.location.search).toBe('?service=formation&q=2');
    fireEvent.click(screen.getByRole('radio', { name: '2–5' }));
    press('CONTINUE');
    expect(await screen.findByText('Question 3 of 5')).toBeTruthy();

    await act(() => router.navigate(-1)); // the browser's Back
    expect(await screen.findByText('Question 2 of 5')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2–5' }).checked).toBe(true);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Question 1 of 5')).toBeTruthy();
    expect(router.state.location.pathname).toBe(QUESTIONS);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Software / SaaS' }).checked).toBe(
      true,
    );
    await act(() => router.navigate(1)); // and Forward
    expect(await screen.findByText('Question 2 of 5')).toBeTruthy();
  });

  it('opens the question in the address; GO BACK steps back one question', async () => {
    mockApi({});
    const router = renderRoute(`${QUESTIONS}?q=4`);
    expect(await screen.findByText('Question 4 of 5')).toBeTruthy();
    press('GO BACK');
    expect(await screen.findByText('Question 3 of 5')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=3');
  });

  it('reads an address past the end as the last question, and nonsense as the first', async () => {
    mockApi({});
    const router = renderRoute(`${QUESTIONS}?q=99`);
    expect(await screen.findByText('Question 5 of 5')).toBeTruthy();
    await act(() => router.navigate(`${QUESTIONS}?q=abc`));
    expect(await screen.findByText('Question 1 of 5')).toBeTruthy();
  });

  it('leaves for the account form without the question number', async () => {
    mockApi({});
    const router = renderRoute(`${QUESTIONS}?q=5&service=formation`);
    await screen.findByText('Question 5 of 5');
    // Question 1 (kind of business) has no default: answer it through its address first.
    await act(() => router.navigate(`${QUESTIONS}?service=formation`));
    fireEvent.click(await screen.findByRole('radio', { name: 'Consulting' }));
    await act(() => router.navigate(`${QUESTIONS}?q=5&service=formation`));
    press('CONTINUE TO ACCOUNT');
    await screen.findByRole('button', { name: 'Create account' });
    expect(router.state.location.pathname).toBe('/signup/create-account');
    expect(router.state.location.search).toBe('?service=formation&type=new');
  });
});
