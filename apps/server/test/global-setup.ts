/**
 * The server project's global setup: migrates and seeds the run's template database once, before any
 * test file, hands it to the files (`inject('serverTestTemplate')`, read by `helpers.ts`) and removes
 * it after the last one. See `template.ts`.
 */
import type { TestProject } from 'vitest/node';
import { createTemplate } from './template';

export default async function setup(project: TestProject) {
  const started = Date.now();
  const { template, drop } = await createTemplate(process.env.DATABASE_URL || undefined);
  console.log(`[server tests] template ${template.kind === 'postgres' ? template.database : template.dumpFile} migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('serverTestTemplate', template);
  return async () => {
    await drop();
  };
}
