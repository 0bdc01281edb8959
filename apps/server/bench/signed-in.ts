// The benchmarks' sign-in: the bearer header of a seeded account, through the real login.
import type { createApp } from '../src/app.ts';

export async function signedIn(
  app: ReturnType<typeof createApp>,
  email: string,
  password: string,
): Promise<{ Authorization: string }> {
  const login = await app.request('/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login di ${email}: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}
