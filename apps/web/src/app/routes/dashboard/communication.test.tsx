import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneRoutes, textOf } from '@/features/phone/phone-fixtures';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-setup';

describe('/dashboard/communication', () => {
  setUpRouteTests();

  it('opens on Mail, and moves to Phone with the tab in the address', async () => {
    signIn();
    mockApi(phoneRoutes({ texts: [textOf()] }));
    const router = renderRoute('/dashboard/communication');
    expect(await screen.findByRole('heading', { name: 'Communication' })).toBeTruthy();
    const mail = await screen.findByRole('tab', { name: 'Mail' });
    expect(mail.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Mail' })).toBeTruthy();

    fireEvent.keyDown(mail, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=phone'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Phone' }));
    const phone = await screen.findByRole('tabpanel', { name: 'Phone' });
    expect(await within(phone).findByText('(307) 555-0142')).toBeTruthy();
    expect(await within(phone).findByRole('button', { name: 'Copy code 482913' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Mail' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the Phone tab from the address, the texts page kept beside it', async () => {
    signIn();
    const texts = Array.from({ length: 20 }, (_, i) =>
      textOf({ id: `t${i}`, code: null, body: `Text ${i}`, readAt: '2026-11-03T15:00:00Z' }),
    );
    const api = mockApi({
      ...phoneRoutes(),
      'GET /client/company/v7/phone/texts?page=1&pageSize=20': {
        data: { items: texts, total: 25, page: 1, pageSize: 20 },
      },
      'GET /client/company/v7/phone/texts?page=2&pageSize=20': {
        data: { items: texts.slice(0, 5), total: 25, page: 2, pageSize: 20 },
      },
    });
    const router = renderRoute('/dashboard/communication?tab=phone');
    const phone = await screen.findByRole('tabpanel', { name: 'Phone' });
    expect(await within(phone).findByText('Page 1 of 2 · 25 texts')).toBeTruthy();
    fireEvent.click(within(phone).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=phone&texts=2'));
    expect(await within(phone).findByText('Page 2 of 2 · 25 texts')).toBeTruthy();
    expect(api.unanswered).toEqual([]);
  });
});
