import { REGISTRO_RATE_LIMITED_MESSAGE } from '@facturador/shared/domain';
import { expect, it } from 'vitest';
import { useTestApi } from '../helpers/api';
import { registroBody } from './helpers';

const ctx = useTestApi({ auth: { loginRateLimit: 2 } });

it('sign-up is rate-limited per IP like login: the third attempt in a minute answers 429', async () => {
  const statuses = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    // Invalid bodies still count: guessing which RUCs exist costs attempts.
    statuses.push((await ctx.api.anonymous.post('/api/registro', registroBody({ clave: 'corta' }))).status);
  }
  expect(statuses).toEqual([400, 400, 429]);
  // A valid sign-up waits too.
  const limited = await ctx.api.anonymous.post('/api/registro', registroBody());
  expect(limited.status).toBe(429);
  expect(limited.body.error.message).toBe(REGISTRO_RATE_LIMITED_MESSAGE);
});
