import type { TChangeKind, TProposedChange } from '@charterline/shared/schemas/company-changes';
import type { TDbExecutor } from '../../db/client';
import type { TCompanyRow } from '../companies';
import { listOwnersOf, ownersAsRequest } from '../companies';
import { addressesOf } from '../company-profile';
import { findUser } from '../users';
import { lineOf } from './change-lines';

/** What the company has now for one kind of change: its values (as a change would set them) and the line shown as "before". */
export type TCurrent = { values: TProposedChange | null; line: string | null };

const STATUS_LINES: Partial<Record<TCompanyRow['companyStatus'], string>> = {
  DISSOLVED: 'Dissolved',
  COMPLETED: 'In business',
};

const known = (values: TProposedChange | null): TCurrent => ({
  values,
  line: values ? lineOf(values) : null,
});

/** The company's current values of `kind`; `agentIsOurs`: our registered-agent service runs. */
export const currentValuesOf = async (
  db: TDbExecutor,
  company: TCompanyRow,
  kind: TChangeKind,
  agentIsOurs: boolean,
): Promise<TCurrent> => {
  switch (kind) {
    case 'LEGAL_NAME':
      return known(
        company.companyName
          ? {
              kind,
              companyName: company.companyName,
              designation: company.companyNameType ?? 'LLC',
            }
          : null,
      );
    case 'PRINCIPAL_ADDRESS': {
      const address = addressesOf(company, null).principalAddress;
      return known(address ? { kind, address } : null);
    }
    case 'MAILING_ADDRESS': {
      const saved = company.mailingAddress;
      if (saved?.useOurs) return { values: null, line: 'Our mailing address' };
      return known(saved?.address ? { kind, address: saved.address } : null);
    }
    case 'MEMBERS': {
      const owners = await listOwnersOf(db, company.id);
      if (owners.length === 0) return known(null);
      return known({ kind, owners: ownersAsRequest(owners) });
    }
    case 'MANAGERS':
      return known({ kind, management: company.management, managers: company.managers });
    case 'REGISTERED_AGENT': {
      if (agentIsOurs) return known({ kind, useOurs: true });
      const saved = company.registeredAgent;
      if (!saved || saved.useOurs || !saved.address || !saved.name) {
        return { values: null, line: saved?.name ?? null };
      }
      return known({ kind, useOurs: false, name: saved.name, address: saved.address });
    }
    case 'CONTACT_EMAIL': {
      const email = company.contactEmail ?? (await findUser(db, company.userId))?.email;
      return known(email ? { kind, email } : null);
    }
    case 'FISCAL_YEAR':
      return known({ kind, fiscalYearEndMonth: company.fiscalYearEndMonth });
    case 'CLOSURE':
    case 'REINSTATEMENT':
      return { values: null, line: STATUS_LINES[company.companyStatus] ?? null };
  }
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The proposed values are what the company has (CHANGE_UNCHANGED): compared as the customer
 * reads them (case and spacing of names and addresses do not make a change), e-mails as
 * lower case. Closure and reinstatement are never "unchanged": availability decides them.
 */
export const isUnchanged = (current: TCurrent, proposed: TProposedChange): boolean => {
  if (proposed.kind === 'CLOSURE' || proposed.kind === 'REINSTATEMENT') return false;
  if (!current.values || current.line === null) return false;
  if (proposed.kind === 'MEMBERS' && current.values.kind === 'MEMBERS') {
    const emails = (v: typeof proposed) => v.owners.map((o) => o.email.toLowerCase()).join(',');
    return same(current.line, lineOf(proposed)) && emails(current.values) === emails(proposed);
  }
  return same(current.line, lineOf(proposed));
};
