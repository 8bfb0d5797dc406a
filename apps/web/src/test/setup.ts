import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` give up after 1 s by default. On CI's two cores, with three test
// files and the coverage beside each other, a click → request → navigation once took longer
// (import-wizard.test.tsx, 2026-11-29). A passing wait costs no more with a longer limit; a
// failing one still fails, later. Tests that need longer still say so.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
