// Vitest reporter for `pnpm test`: a test file whose every test was skipped fails the run, so that a
// missing tool, schema or service can never turn a whole file green by skipping it.
export default class NoSkippedFile {
  onTestRunEnd(testModules) {
    const skipped = testModules.filter((module) => {
      const tests = [...module.children.allTests()];
      return tests.length > 0 && tests.every((test) => test.result().state === 'skipped');
    });
    if (skipped.length === 0) return;
    for (const module of skipped) console.error(`✖ Archivo de pruebas omitido entero: ${module.moduleId}`);
    process.exitCode = 1;
  }
}
