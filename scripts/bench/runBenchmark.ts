/**
 * How every `bench:*` command ends on an error: the error and its stack on stderr, exit code 1, so a
 * failed benchmark never reads as a finished one.
 */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
