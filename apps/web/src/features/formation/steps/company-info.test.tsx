import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LLC_DESIGNATION_MESSAGE } from '@charterline/shared/rules/llc-name';
import { NAME_CONTROL_MESSAGE } from '@charterline/shared/rules/name-text';
import type { TCompanyDetails } from '@charterline/shared/schemas/company';
import { CompanyInfoStep } from './company-info';

const apiRequest = vi.fn();
vi.mock('@/lib/api-client', () => ({
  ApiError: class ApiError extends Error {},
  apiRequest: (...args: unknown[]) => apiRequest(...args) as unknown,
}));

const company = {
  companyName: null,
  companyNameType: 'LLC',
  alternativeNames: [],
  state: 'WY',
  businessPurpose: 'Software',
  website: null,
} as unknown as TCompanyDetails;

const renderStep = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CompanyInfoStep company={company} next={() => undefined} back={() => undefined} />
    </QueryClientProvider>,
  );

const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText('Company name (first choice)'), { target: { value } });

describe('the company-info step checks names as the server does (issue 15)', () => {
  afterEach(() => apiRequest.mockReset());

  it.each(['Acme ＬＬＣ', 'Acme LLС', 'Acme L\u200bLC'])(
    'shows the designation error for %j',
    (name) => {
      renderStep();
      typeName(name);
      expect(screen.getByText(LLC_DESIGNATION_MESSAGE)).toBeTruthy();
    },
  );

  it('refuses a control character without a call, and sends the name as it is stored', async () => {
    renderStep();
    typeName('Acme\tLabs');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    });
    expect(screen.getByText(NAME_CONTROL_MESSAGE)).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();

    apiRequest.mockResolvedValue({ company });
    typeName('Ａｃｍｅ\u200b  Labs');
    expect(screen.getByText('Filed as “Acme Labs LLC”')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    });
    const body = apiRequest.mock.calls[0]?.[1] as { body: { companyName: string } };
    expect(body.body.companyName).toBe('Acme Labs');
  });

  it('takes a bare domain as the website and sends it with https:// (issue 17)', async () => {
    renderStep();
    typeName('Nube Clara');
    const site = screen.getByLabelText('Website (optional)');
    expect(site.getAttribute('type')).not.toBe('url'); // the browser would refuse a bare domain
    fireEvent.change(site, { target: { value: 'nubeclara.com' } });
    expect(screen.getByText('Saved as https://nubeclara.com')).toBeTruthy();
    apiRequest.mockResolvedValue({ company });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    });
    const body = apiRequest.mock.calls[0]?.[1] as { body: { website?: string } };
    expect(body.body.website).toBe('https://nubeclara.com');
  });

  it('names a website that is no address with the catalogue text, without a call', async () => {
    renderStep();
    typeName('Nube Clara');
    fireEvent.change(screen.getByLabelText('Website (optional)'), {
      target: { value: 'nubeclara' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    });
    expect(
      screen.getByText('Enter a website address such as nubeclara.com or https://nubeclara.com.'),
    ).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  // Issue 36 (minor): an accented name was taken without a word about how states file it.
  it('warns under the field, without blocking, that an accented name may be filed without its accents', async () => {
    renderStep();
    typeName('Lumière');
    const warning = screen.getByText(
      'State systems may file it as “Lumiere”: letters with accents are often written without them.',
    );
    const field = screen.getByLabelText('Company name (first choice)');
    // Under the field, not as its error.
    expect(field.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    apiRequest.mockResolvedValue({ company });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    });
    const body = apiRequest.mock.calls[0]?.[1] as { body: { companyName: string } };
    expect(body.body.companyName).toBe('Lumière');
  });
});
