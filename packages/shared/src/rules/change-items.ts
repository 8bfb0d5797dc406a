import type { TChangeKind } from '../schemas/company-changes';

/**
 * Our products for a change: the state's amendment for what the articles name, our agent
 * service to switch to ours, the operating agreement's amendment for members (with the
 * state's amendment when the state must be told too), closure and reinstatement.
 */
export const changeItemsOf = (
  kind: TChangeKind,
  options: { needsState: boolean; ourAgent: boolean },
): string[] => {
  switch (kind) {
    case 'LEGAL_NAME':
    case 'PRINCIPAL_ADDRESS':
    case 'MANAGERS':
      return ['state-amendment'];
    case 'REGISTERED_AGENT':
      return options.ourAgent ? ['registered-agent'] : ['state-amendment'];
    case 'MEMBERS':
      return options.needsState
        ? ['operating-agreement-amendment', 'state-amendment']
        : ['operating-agreement-amendment'];
    case 'CLOSURE':
      return ['company-closure'];
    case 'REINSTATEMENT':
      return ['reinstatement'];
    case 'MAILING_ADDRESS':
    case 'CONTACT_EMAIL':
    case 'FISCAL_YEAR':
      return [];
  }
};
