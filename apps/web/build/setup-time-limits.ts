/**
 * Each web test file's default time limits (Vitest's 5 s a test, 10 s a hook on an idle machine)
 * scaled by the machine's load when the file starts, as the server and browser tests do
 * (apps/server/test/time-limits.ts). A test that sets its own limit keeps it. Testing Library's
 * `findBy…` and `waitFor` wait 1 s by default, which a busy machine overran (a wizard step drawn
 * after 1.2 s): they wait 3 s on an idle machine, scaled the same way.
 */
import { configure } from '@testing-library/dom';
import { vi } from 'vitest';
import { scaledLimit } from '../../server/test/time-limits';

vi.setConfig({ testTimeout: scaledLimit(5_000), hookTimeout: scaledLimit(10_000) });
configure({ asyncUtilTimeout: scaledLimit(3_000) });
