import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { RATE_RULES } from './rate-limit.js';

// The load balancer's range; every other address is a client reaching the app directly.
const t = useTestApp({ TRUST_PROXY: '10.9.0.0/16' });
const PROXY = '10.9.0.5';

const login = (
  user: { username: string },
  password: string,
  from: { remoteAddress: string; forwardedFor: string },
) =>
  t()
    .as(null)
    .post(
      '/api/auth/login',
      { identifier: user.username, password },
      { remoteAddress: from.remoteAddress, headers: { 'x-forwarded-for': from.forwardedFor } },
    );

/** Guesses until the per-address limit refuses, each with another X-Forwarded-For. */
async function guessUntilRefused(
  user: { username: string },
  remoteAddress: string,
  forwardedFor: (guess: number) => string,
) {
  const { max } = RATE_RULES.loginAccountIp;
  for (let i = 0; i <= max; i += 1) {
    const res = await login(user, `salah-${i}`, { remoteAddress, forwardedFor: forwardedFor(i) });
    expect(res.statusCode, `guess ${i + 1}`).toBe(i < max ? 401 : 429);
  }
}

describe('TRUST_PROXY', () => {
  it('counts a client behind the proxy by the address the proxy saw, not one it wrote', async () => {
    const user = await t().createUser();
    await guessUntilRefused(user, PROXY, (i) => `198.51.100.${i}, 203.0.113.7`);
    // The owner behind the same proxy, at another address, still signs in.
    const owner = { remoteAddress: PROXY, forwardedFor: '198.51.100.99, 203.0.113.8' };
    expect((await login(user, user.password, owner)).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from a client reaching the app directly', async () => {
    const user = await t().createUser();
    await guessUntilRefused(user, '203.0.113.50', (i) => `198.51.100.${i}`);
  });
});
