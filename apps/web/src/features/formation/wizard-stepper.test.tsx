import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialWizardState } from '@charterline/shared/rules/wizard';
import { WizardStepper } from './wizard-stepper';

const renderStepper = (step: number | 'review') =>
  render(
    <MemoryRouter>
      <WizardStepper
        state={initialWizardState('u1', '2026-11-01T00:00:00.000Z')}
        phase="formation"
        step={step}
        doneSteps={(i) => i < 5}
      />
    </MemoryRouter>,
  );

describe('the wizard stepper (issue 17: tabs cut off, current step hidden on a phone)', () => {
  const spies: { mockRestore: () => void }[] = [];
  afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

  it('says "Step n of 6" for the phone and marks the current step', () => {
    renderStepper(6);
    expect(screen.getByTestId('step-of').textContent).toBe('Step 6 of 6');
    expect(screen.getByText('5 of 6 done')).toBeTruthy();
    const current = screen.getByText('Bank Account').closest('li');
    expect(current?.getAttribute('aria-current')).toBe('step');
  });

  it('scrolls the row so the current step sits in its middle', () => {
    // jsdom lays nothing out: give the row 300 px and each pill 150 px, 160 px apart.
    spies.push(
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(150),
      vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        const li = this.closest('li');
        return li ? [...li.parentElement!.children].indexOf(li) * 160 : 0;
      }),
    );
    renderStepper(6);
    expect(screen.getByRole('list').scrollLeft).toBe(5 * 160 - (300 - 150) / 2);
  });

  it('shows no step number on the review', () => {
    renderStepper('review');
    expect(screen.queryByTestId('step-of')).toBeNull();
  });
});
