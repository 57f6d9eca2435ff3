/**
 * The deployed shape: each function's Deno entry (index.ts + its deno.json) runs under the real Deno binary,
 * configured only by environment variables, against PGlite over a socket and the loopback stand-ins.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, createUser, serveOverSocket, type SocketHandle } from '../../supabase/scripts/pglite'
import { startSupabaseStandIn, type SupabaseStandIn } from '../support/site-backend/stand-in'
import { signPayload, startStripeStandIn, WEBHOOK_SECRET, type StripeStandIn } from '../support/stripe-stand-in'
import { SITE_URL } from './harness'

const root = path.resolve(import.meta.dirname, '..', '..')
const denoBin = path.join(root, 'node_modules', '.bin', 'deno')

let db: PGlite
let socket: SocketHandle
let stripe: StripeStandIn
let supabase: SupabaseStandIn
const children: ChildProcess[] = []

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts `deno run` on a function's index.ts and waits until it answers; returns its base URL. The port is free
 * when chosen but another process may take it before deno binds it: then it starts again on a new one.
 */
async function startFunction(name: string, env: Record<string, string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const url = await startFunctionOn(await freePort(), name, env)
    if (url !== 'port-taken') return url
    if (attempt === 3) throw new Error(`${name}: three ports in a row were taken before deno could bind them`)
  }
}

async function startFunctionOn(port: number, name: string, env: Record<string, string>): Promise<string> {
  const child = spawn(
    denoBin,
    [
      'run',
      '--allow-all',
      '--quiet',
      '--config',
      `supabase/functions/${name}/deno.json`,
      `supabase/functions/${name}/index.ts`,
    ],
    {
      cwd: root,
      env: { ...process.env, ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (/AddrInUse|address already in use/i.test(output)) {
        children.splice(children.indexOf(child), 1)
        return 'port-taken'
      }
      throw new Error(`${name} exited: ${output}`)
    }
    try {
      await fetch(url, { method: 'OPTIONS' })
      return url
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${name} did not start: ${output}`)
}

/** The socket takes one client at a time: stop a function before the next one connects. */
async function stopLastFunction(): Promise<void> {
  const child = children.pop()
  if (!child || child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

beforeAll(async () => {
  db = await createTestDb()
  socket = await serveOverSocket(db)
  stripe = await startStripeStandIn()
  supabase = await startSupabaseStandIn()
}, 120_000)

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM')
  await stripe?.close()
  await supabase?.close()
  await socket?.close()
  await db?.close()
})

describe('Deno entries', () => {
  it('create-donation and stripe-webhook run under Deno from their environment and move an order to paid', async () => {
    const user = await createUser(db, 'deno-donor@example.com')
    const token = await supabase.addUser({ id: user.id, email: user.email })
    const common = {
      SITE_URL,
      SUPABASE_URL: supabase.url,
      SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
      SUPABASE_DB_URL: socket.url,
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_API_BASE: stripe.url,
    }
    const donation = await startFunction('create-donation', common)

    const preflight = await fetch(donation, { method: 'OPTIONS', headers: { origin: SITE_URL } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_URL)

    const bad = await fetch(donation, { method: 'POST', body: JSON.stringify({ amount: 0, email: 'x@example.com' }) })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Please enter a valid donation amount' })

    const res = await fetch(donation, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        amount: 42.5,
        email: 'typed@example.com',
        firstName: 'Kwame',
        lastName: '',
        isCustom: true,
      }),
    })
    expect(res.status).toBe(200)
    const { url } = (await res.json()) as { url: string }
    const sessionId = url.split('/').pop() ?? ''
    expect(stripe.sessionCreates().at(-1)).toMatchObject({
      customer_email: user.email,
      line_items: [{ price_data: { unit_amount: '4250' } }],
    })

    // The socket takes one client at a time: stop the donation function before the webhook connects.
    await stopLastFunction()
    // The webhook does not need SITE_URL.
    const webhook = await startFunction('stripe-webhook', {
      ...common,
      SITE_URL: '',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    const event = stripe.sessionEvent('checkout.session.completed', sessionId, { email: user.email })
    const forged = await fetch(webhook, {
      method: 'POST',
      headers: { 'stripe-signature': signPayload(event.payload, 'whsec_x') },
      body: event.payload,
    })
    expect(forged.status).toBe(400)
    const delivered = await fetch(webhook, {
      method: 'POST',
      headers: { 'stripe-signature': signPayload(event.payload) },
      body: event.payload,
    })
    expect(delivered.status).toBe(200)

    const { rows } = await db.query<{ status: string; amount_cents: number; user_id: string }>(
      'select status, amount_cents, user_id::text as user_id from public.orders where stripe_session_id = $1',
      [sessionId],
    )
    expect(rows).toEqual([{ status: 'paid', amount_cents: 4250, user_id: user.id }])
    await stopLastFunction()
  }, 180_000)

  it('a deployed payment function without SITE_URL answers 503 and says so, instead of sending buyers to localhost', async () => {
    const donation = await startFunction('create-donation', {
      SITE_URL: '',
      SUPABASE_URL: supabase.url,
      SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
      SUPABASE_DB_URL: socket.url,
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_API_BASE: stripe.url,
    })
    stripe.reset()
    const res = await fetch(donation, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://academy.example' },
      body: JSON.stringify({ amount: 10, email: 'donor@example.com', firstName: '', lastName: '', isCustom: false }),
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      error: 'This service is not configured: SITE_URL (the address of the site) is not set.',
    })
    expect(stripe.sessionCreates()).toHaveLength(0)
    await stopLastFunction()
  }, 180_000)

  it('send-career-application reads multipart under Deno and stores the résumé through supabase-js Storage', async () => {
    const career = await startFunction('send-career-application', {
      SITE_URL,
      SUPABASE_URL: supabase.url,
      SUPABASE_SERVICE_ROLE_KEY: supabase.serviceRoleKey,
      SUPABASE_DB_URL: socket.url,
    })
    const form = new FormData()
    const fields = {
      name: 'Amani Njoroge',
      email: 'Amani@Example.com',
      phone: '+254 700 000000',
      position: 'Kiswahili Language Instructor',
      experience: 'Taught Kiswahili to children for six years.',
      motivation: 'Language carries culture; I would love to share it.',
    }
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    form.set('resume', new File([new TextEncoder().encode('%PDF-1.7 Amani')], 'amani.pdf'))
    const res = await fetch(career, { method: 'POST', body: form })
    expect(res.status).toBe(200)

    const { rows } = await db.query<{ email: string; resume_path: string }>(
      "select email, resume_path from public.career_applications where email = 'amani@example.com'",
    )
    expect(rows).toHaveLength(1)
    const stored = supabase.getObject('resumes', rows[0]?.resume_path ?? '')
    expect(stored?.contentType).toBe('application/pdf')
    expect(stored?.bytes.toString()).toBe('%PDF-1.7 Amani')
    await stopLastFunction()
  }, 180_000)
})
