import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button, type TButtonProps } from './button';

/**
 * "GO BACK" and "CONTINUE" (docs/product.md § Onboarding wizard); CONTINUE is 53 × 240 px, and
 * on a phone as wide as the row, like GO BACK under it.
 */
export const GoBackButton = ({ children = 'GO BACK', ...rest }: TButtonProps) => (
  <Button
    variant="neutral"
    appearance="outlined"
    size="lg"
    icon={<ArrowLeft size={20} aria-hidden="true" />}
    {...rest}
  >
    {children}
  </Button>
);

/** The continue button's size, for a step whose main button is another (the payment's). */
export const CONTINUE_SIZE = 'h-[53px] w-full sm:w-[240px]';

export const ContinueButton = ({ children = 'CONTINUE', className, ...rest }: TButtonProps) => (
  <Button size="lg" className={`${CONTINUE_SIZE} ${className ?? ''}`} {...rest}>
    {children}
    <ArrowRight size={20} aria-hidden="true" />
  </Button>
);
