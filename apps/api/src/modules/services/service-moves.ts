import type { TServiceStatus } from '@charterline/shared/schemas/services';

/**
 * The moves staff may make (issue 18): forward from ORDERED to DELIVERED, back and forth
 * between IN_PROGRESS and WAITING_ON_CUSTOMER, and CANCELLED or REFUNDED from any open
 * state. A delivered or cancelled service can only be refunded; a refunded one is closed.
 * A running service is ACTIVE (issue 36 item 8) from any open state, and may wait on the
 * customer (then ACTIVE again) until it ends.
 */
export const SERVICE_MOVES: Readonly<Record<TServiceStatus, readonly TServiceStatus[]>> = {
  ORDERED: ['IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'ACTIVE', 'DELIVERED', 'CANCELLED', 'REFUNDED'],
  IN_PROGRESS: ['WAITING_ON_CUSTOMER', 'ACTIVE', 'DELIVERED', 'CANCELLED', 'REFUNDED'],
  WAITING_ON_CUSTOMER: ['IN_PROGRESS', 'ACTIVE', 'DELIVERED', 'CANCELLED', 'REFUNDED'],
  ACTIVE: ['WAITING_ON_CUSTOMER', 'CANCELLED', 'REFUNDED'],
  DELIVERED: ['REFUNDED'],
  CANCELLED: ['REFUNDED'],
  REFUNDED: [],
};

export const canMove = (from: TServiceStatus, to: TServiceStatus): boolean =>
  SERVICE_MOVES[from].includes(to);

/** Why a move is refused, in a sentence staff can act on. */
export const refusedMoveMessage = (from: TServiceStatus, to: TServiceStatus): string => {
  const allowed = SERVICE_MOVES[from];
  return allowed.length === 0
    ? `A ${from} service cannot move any more (asked: ${to}).`
    : `A ${from} service cannot move to ${to}; it can move to ${allowed.join(', ')}.`;
};
