import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AddressFields, emptyAddress, NAMED_ADDRESS_LABELS } from './address-fields';

const Nested = ({ country, children }: { country: string; children: ReactNode }) => {
  const form = useForm({ defaultValues: { address: emptyAddress(country) } });
  return <FormProvider {...form}>{children}</FormProvider>;
};

const Flat = ({ children }: { children: ReactNode }) => {
  const form = useForm({ defaultValues: { name: '', ...emptyAddress('FR') } });
  return <FormProvider {...form}>{children}</FormProvider>;
};

const regionLabel = () =>
  screen.getAllByText(/^State/).map((el) => el.textContent?.trim())[0] ?? null;

const labels = () =>
  screen.getAllByText((_, el) => el?.tagName === 'LABEL').map((l) => l.textContent);

describe('the region of an address (issue 36)', () => {
  it('says "(optional)" for every country, with or without a list of regions', () => {
    // France has a list of regions; Monaco none; the United States its states.
    for (const country of ['FR', 'MC', 'US']) {
      const { unmount } = render(
        <Nested country={country}>
          <AddressFields name="address" idPrefix="a" />
        </Nested>,
      );
      expect(regionLabel(), country).toBe('State or region (optional)');
      unmount();
    }
  });
});

describe('the address fields', () => {
  it('put a region picker after the country it depends on, with ids from the prefix', () => {
    render(
      <Nested country="FR">
        <AddressFields name="address" idPrefix="a" />
      </Nested>,
    );
    expect(labels()).toEqual([
      'Street address',
      'Apartment, suite (optional)',
      'City',
      'Postal code (optional)',
      'Country',
      'State or region (optional)',
    ]);
    expect(screen.getByLabelText('City').id).toBe('a-city');
    expect(screen.getByLabelText('State or region (optional)').tagName).toBe('BUTTON');
  });

  it('put a free region beside the city for a form that is the address, in its words', () => {
    render(
      <Flat>
        <AddressFields
          inGrid
          regions="text"
          labels={{ ...NAMED_ADDRESS_LABELS, region: 'Region (optional)' }}
        />
      </Flat>,
    );
    expect(labels()).toEqual([
      'Address',
      'Address line 2 (optional)',
      'City',
      'Region (optional)',
      'Postal code (optional)',
      'Country',
    ]);
    expect(screen.getByLabelText('Region (optional)').tagName).toBe('INPUT');
  });

  it('leave the country out when it can only be the United States', () => {
    render(
      <Nested country="US">
        <AddressFields name="address" idPrefix="agent" onlyUs />
      </Nested>,
    );
    expect(screen.queryByText('Country')).toBeNull();
    expect(screen.getByText('State')).toBeTruthy();
  });
});
