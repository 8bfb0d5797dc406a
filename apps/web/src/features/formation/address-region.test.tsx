import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AddressFields, emptyAddress } from './address-fields';

const Form = ({ country, children }: { country: string; children: ReactNode }) => {
  const form = useForm({ defaultValues: { address: emptyAddress(country) } });
  return <FormProvider {...form}>{children}</FormProvider>;
};

const regionLabel = () =>
  screen.getAllByText(/^State/).map((el) => el.textContent?.trim())[0] ?? null;

describe('the region of an address (issue 36)', () => {
  it('says "(optional)" for every country, with or without a list of regions', () => {
    // France has a list of regions; Monaco none; the United States its states.
    for (const country of ['FR', 'MC', 'US']) {
      const { unmount } = render(
        <Form country={country}>
          <AddressFields name="address" idPrefix="a" />
        </Form>,
      );
      expect(regionLabel(), country).toBe('State or region (optional)');
      unmount();
    }
  });
});
