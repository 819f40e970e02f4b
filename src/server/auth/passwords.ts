import type { Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read; 2 is its Argon2id member.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id };

// Loaded at the first sign-in or new password, not at start: a server at rest keeps its native
// code out of memory (docs/architecture.md#performance-budgets, memory at rest).
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

// Verifying against a fixed hash when the account does not exist keeps response times alike,
// so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  const target = passwordHash ?? (await (dummyHash ??= hashPassword('dummy-password')));
  const ok = await (await argon2()).verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}
