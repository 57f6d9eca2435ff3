import type postgres from 'postgres'
import type Stripe from 'stripe'

/** postgres.js connection (service role / postgres user: RLS does not limit the functions). */
export type Db = postgres.Sql
export type StripeClient = Stripe

/** The two Storage operations the functions use, over supabase-js in production. */
export interface FileStorage {
  upload(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** A short-lived URL that downloads a private object. */
  createSignedUrl(bucket: string, path: string, expiresInSeconds: number): Promise<string>
}

export interface AuthUser {
  id: string
  email: string | null
  /** True once the user confirmed their e-mail address. */
  emailConfirmed: boolean
}

/** Resolves a bearer token to its user (Supabase Auth), or null when the token is not a valid user session. */
export interface AuthVerifier {
  getUser(jwt: string): Promise<AuthUser | null>
}

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
