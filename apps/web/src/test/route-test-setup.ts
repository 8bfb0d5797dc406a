import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { setViewportWidth } from './match-media';

/** Route tests share the app's query client and storage: each test starts from nothing. */
export const setUpRouteTests = (): void => {
  // A route's first visit loads its chunks (transformed on the fly under test), on a machine
  // the API's load suite may be saturating: give it time.
  configure({ asyncUtilTimeout: 15_000 });
  beforeEach(() => {
    setViewportWidth(1280);
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });
};
