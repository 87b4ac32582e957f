import type { CommandBuilder } from './command-builder';
import { compileOperations, type OperationInput } from './operations';

/** Checks the whole job first, then builds its bytes: a bad operation anywhere means nothing is printed. */
export async function renderJob(operations: readonly OperationInput[], builder: CommandBuilder): Promise<Buffer> {
  const steps = await compileOperations(operations, builder);
  return builder.build((target) => {
    for (const step of steps) step(target);
  });
}
