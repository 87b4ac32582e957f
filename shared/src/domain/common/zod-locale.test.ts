import { expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loginResponseSchema } from '..';

it("answers zod's Spanish texts where a schema has no message of its own", () => {
  // Only zod/mini is loaded in this file's module graph: the domain's index installed the texts.
  expect(z.core.globalConfig.localeError).toBeTypeOf('function');
  const parsed = loginResponseSchema.safeParse({ token: '' });
  expect(parsed.error?.issues[0]?.message).toBe('Demasiado pequeño: se esperaba que texto tuviera >=1 caracteres');
});
