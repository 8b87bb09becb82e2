/**
 * Each server test file's default time limits (a test 30 s, a hook 60 s on an idle machine) scaled by
 * the machine's load when the file starts (time-limits.ts). A test that sets its own limit keeps it.
 */
import { vi } from 'vitest';
import { scaledLimit } from './time-limits';

vi.setConfig({ testTimeout: scaledLimit(30_000), hookTimeout: scaledLimit(60_000) });
