import type { ReactNode } from 'react';

/**
 * Words for a mouse or a keyboard ("Drop files here", "Press Enter…"), hidden where the
 * pointer is a finger (`@media (pointer: coarse)`), and what a finger reads there instead, if
 * anything (issue 36, decision 0189). A laptop with a touch screen and a mouse reads the first.
 */
export const PointerHint = ({ fine, touch }: { fine: ReactNode; touch?: ReactNode }) => (
  <>
    <span data-pointer="fine" className="pointer-coarse:hidden">
      {fine}
    </span>
    {touch ? (
      <span data-pointer="coarse" className="hidden pointer-coarse:inline">
        {touch}
      </span>
    ) : null}
  </>
);
