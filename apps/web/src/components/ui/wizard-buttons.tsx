import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button, type TButtonProps } from './button';

/** SPEC.md 9: "GO BACK" and "CONTINUE"; the continue button is 53 × 240 px. */
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

export const ContinueButton = ({ children = 'CONTINUE', className, ...rest }: TButtonProps) => (
  <Button size="lg" className={`h-[53px] w-[240px] max-w-full ${className ?? ''}`} {...rest}>
    {children}
    <ArrowRight size={20} aria-hidden="true" />
  </Button>
);
