/** The seeded demo player's bearer token from the product at `url`, signed in as the login form does. */
export async function demoToken(url: string): Promise<string> {
  const reply = await fetch(new URL('/api/login', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user_name: 'demo', password: 'demo1234' }),
  })
  const token = ((await reply.json()) as { data?: { token?: string } }).data?.token
  if (!reply.ok || !token) throw new Error(`Signing in as demo failed: HTTP ${reply.status}`)
  return token
}
