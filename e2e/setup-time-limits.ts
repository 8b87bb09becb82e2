/**
 * Each browser test file's default time limits — a test 90 s, a hook 180 s, an `expect.poll` 5 s on an
 * idle machine — scaled by the machine's load when the file starts (apps/server/test/time-limits.ts).
 * A test or poll that sets its own limit keeps it.
 */
import { vi } from 'vitest';
import { scaledLimit } from '../apps/server/test/time-limits';

vi.setConfig({ testTimeout: scaledLimit(90_000), hookTimeout: scaledLimit(180_000), expect: { poll: { timeout: scaledLimit(5_000) } } });
