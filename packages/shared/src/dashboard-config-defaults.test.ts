import { describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_CONFIG } from './dashboard-config-defaults';
import { ZDashboardConfig } from './schemas/dashboard-config';

describe('the dashboard configuration defaults', () => {
  it('are exactly what the schema gives for an empty configuration', () => {
    expect(DEFAULT_DASHBOARD_CONFIG).toEqual(ZDashboardConfig.parse({}));
  });
});
