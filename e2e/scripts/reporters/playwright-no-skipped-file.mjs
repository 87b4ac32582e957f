// Playwright reporter for `pnpm test`: a spec file whose every test was skipped fails the run.
export default class NoSkippedFile {
  onBegin(_config, suite) {
    this.suite = suite;
  }

  onEnd(result) {
    const byFile = new Map();
    for (const test of this.suite.allTests()) {
      const statuses = byFile.get(test.location.file) ?? [];
      statuses.push(test.outcome());
      byFile.set(test.location.file, statuses);
    }
    const skipped = [...byFile].filter(([, outcomes]) => outcomes.every((outcome) => outcome === 'skipped'));
    if (skipped.length === 0) return;
    for (const [file] of skipped) console.error(`✖ Archivo de pruebas omitido entero: ${file}`);
    if (result.status === 'passed') return { status: 'failed' };
  }

  printsToStdio() {
    return false;
  }
}
