import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export type TButtonSize = 'sm' | 'md' | 'lg';
export type TButtonVariant = 'primary' | 'secondary' | 'danger' | 'neutral';
export type TButtonAppearance = 'filled' | 'outlined' | 'soft' | 'plain';

/** Icon sizes 16, 20, 24 for sm, md, lg (docs/product.md § Constants). */
export const BUTTON_ICON_SIZE: Record<TButtonSize, number> = { sm: 16, md: 20, lg: 24 };

const sizes: Record<TButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2.5',
};

const palette: Record<TButtonVariant, Record<TButtonAppearance, string>> = {
  primary: {
    filled: 'bg-brand-700 text-white hover:bg-brand-900',
    outlined: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
    soft: 'bg-brand-100 text-brand-900 hover:bg-brand-50',
    plain: 'text-brand-700 hover:bg-brand-50',
  },
  secondary: {
    filled: 'bg-slate-800 text-white hover:bg-slate-900',
    outlined: 'border border-slate-400 text-slate-800 hover:bg-slate-100',
    soft: 'bg-slate-200 text-slate-900 hover:bg-slate-300',
    plain: 'text-slate-800 hover:bg-slate-100',
  },
  danger: {
    filled: 'bg-red-600 text-white hover:bg-red-700',
    outlined: 'border border-red-600 text-red-700 hover:bg-red-50',
    soft: 'bg-red-100 text-red-800 hover:bg-red-200',
    plain: 'text-red-700 hover:bg-red-50',
  },
  neutral: {
    filled: 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50',
    outlined: 'border border-slate-300 text-slate-700 hover:bg-slate-50',
    soft: 'bg-slate-100 text-slate-700 hover:bg-slate-200',
    plain: 'text-slate-700 hover:bg-slate-100',
  },
};

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  size?: TButtonSize;
  variant?: TButtonVariant;
  appearance?: TButtonAppearance;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  icon?: ReactNode;
};

export const Button = forwardRef<HTMLButtonElement, TButtonProps>(
  (
    {
      size = 'md',
      variant = 'primary',
      appearance = 'filled',
      loading = false,
      icon,
      className,
      children,
      disabled,
      type = 'button',
      ...rest
    },
    ref,
  ) => (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(
        'inline-flex items-center justify-center rounded-lg font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        sizes[size],
        palette[variant][appearance],
        className,
      )}
      {...rest}
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="inline-block animate-spin rounded-full border-2 border-current border-t-transparent"
          style={{ width: BUTTON_ICON_SIZE[size], height: BUTTON_ICON_SIZE[size] }}
        />
      ) : (
        icon
      )}
      {children}
    </button>
  ),
);
Button.displayName = 'Button';
