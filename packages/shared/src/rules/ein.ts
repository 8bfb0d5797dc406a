/** An EIN as the IRS prints it: two digits, a dash, seven digits (12-3456789). */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
export const EIN_MESSAGE = 'Enter the EIN as 12-3456789';

/** Whether `value` is an EIN written as the IRS prints it. */
export const isEin = (value: string): boolean => EIN_PATTERN.test(value);
