import { fireEvent, screen } from '@testing-library/react';

/** Types into the fields found by their labels, in order. */
export const fill = (fields: Record<string, string>): void => {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
};

/** Clicks the button of that name. */
export const press = (name: string): void => {
  fireEvent.click(screen.getByRole('button', { name }));
};
