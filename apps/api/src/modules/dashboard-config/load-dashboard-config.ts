import { readFileSync } from 'node:fs';
import {
  ZDashboardConfig,
  type TDashboardConfig,
} from '@charterline/shared/schemas/dashboard-config';

/**
 * The dashboard configuration: the file named by DASHBOARD_CONFIG_FILE over the spec's
 * defaults. Read and checked once at start-up, so a bad file stops the server with the reason.
 */
export const loadDashboardConfig = (file: string | undefined): TDashboardConfig => {
  if (!file) return ZDashboardConfig.parse({});
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`DASHBOARD_CONFIG_FILE ${file} cannot be read as JSON: ${String(error)}`);
  }
  const parsed = ZDashboardConfig.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`DASHBOARD_CONFIG_FILE ${file} is not valid:\n${problems.join('\n')}`);
  }
  return parsed.data;
};
