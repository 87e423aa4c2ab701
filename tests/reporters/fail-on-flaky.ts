/**
 * Vitest's counterpart of Playwright's `failOnFlakyTests`: a test that passed only when retried
 * (a `retry` option, in the config or on one test) fails the run, by name. A pass by chance hides
 * a defect that will fail someone else's run.
 */
import type { Reporter, TestCase } from 'vitest/node';

export class FailOnFlaky implements Reporter {
  private flaky: string[] = [];

  onTestRunStart(): void {
    this.flaky = [];
  }

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky)
      this.flaky.push(`${testCase.module.relativeModuleId} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.error(
      [
        `${this.flaky.length} test${this.flaky.length === 1 ? '' : 's'} passed only when retried, which fails the run:`,
        ...this.flaky.map((name) => `  ${name}`),
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}
