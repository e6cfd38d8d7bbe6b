import path from 'node:path'
import { defineConfig } from 'vitest/config'

import { INT_WORKERS } from './tests/helpers/intDatabases'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/** Unit files that replace a module with vi.mock: in a shared module graph it would leak. */
const MOCKING_UNIT_FILES = ['tests/unit/revalidate.unit.spec.ts', 'tests/unit/signing.unit.spec.ts']

/** Integration files that need a process of their own: a module replaced with vi.mock, or a measure of the whole process. */
const ISOLATED_INT_FILES = [
  'tests/int/clientSecondFactor.int.spec.ts',
  // It counts the connections its process's pool lends out: no other file's leftovers may use it.
  'tests/int/jobRunnerPool.int.spec.ts',
]

/** Both integration projects: the same databases, workers and limits (tests/helpers/intDatabases.ts). */
const intProject = {
  include: ['tests/int/**/*.int.spec.ts'],
  environment: 'node',
  globalSetup: ['tests/helpers/intGlobalSetup.ts'],
  // Files run in parallel, each worker on its own clone of the test database.
  setupFiles: ['tests/helpers/intWorker.ts'],
  maxWorkers: INT_WORKERS,
  // A guard against a test that hangs, not a measure: in `npm test` the files run at nice 10 beside
  // end to end, with a share of the CPU that varies from run to run. The access matrix's GraphQL
  // update and delete, hundreds of requests each, passed 60 s in one slow run (stop 48).
  testTimeout: 180_000,
  hookTimeout: 180_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.unit.spec.ts'],
          exclude: MOCKING_UNIT_FILES,
          environment: 'node',
          // The files of a worker share its modules: each file loaded its own copy before (~0.4 s of
          // CPU a file, three quarters of the stage).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Files that replace a module (vi.mock) get a module graph of their own.
          name: 'unit-isolated',
          include: MOCKING_UNIT_FILES,
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          ...intProject,
          exclude: ISOLATED_INT_FILES,
          // One Payload per worker: the files of a worker share its modules, so Payload starts
          // once per worker rather than once per file (its import and start cost ~5 s of CPU each).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Files that replace a module (vi.mock) or measure their process get one of their own: in a shared
          // one, a replacement would miss modules an earlier file loaded and leak into later files.
          name: 'int-isolated',
          ...intProject,
          include: ISOLATED_INT_FILES,
        },
      },
      {
        resolve: { alias },
        test: {
          // Several `next start` instances behind HAProxy, started by the suite itself
          // (scripts/scale/stack.ts); run by scripts/scale/run.ts after a production build.
          name: 'scale',
          include: ['tests/scale/**/*.scale.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The production build on a Postgres cluster of its own, restarted under traffic
          // (scripts/restart); run by scripts/restart/run.ts after a production build.
          name: 'restart',
          include: ['tests/restart/**/*.restart.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Checks on the HTML a production build serves (scripts/launchCheck.ts saves it).
          name: 'launch',
          include: ['tests/launch/**/*.launch.spec.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
    ],
  },
})
