import { z } from 'zod'

/**
 * Settings every instance of one deployment must share, checked when the server starts (instrumentation.ts). Several
 * instances are what REDIS_URL means: they share a page cache, so they must also agree on
 * - NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: what one instance encrypts for a form, another must decrypt;
 * - the preview secret (PREVIEW_SESSION_SECRET): a staff preview opened on one instance must stay open on the next.
 * A missing one fails the start with a sentence saying which and how to make it, rather than a site that works on
 * one instance and fails at random behind a load balancer. They run one image, so they share its build id too.
 * NEXT_DEPLOYMENT_ID is deliberately not used (docs/deploying.md#settings-every-instance-shares says why).
 * docs/deploying.md#settings-every-instance-shares
 */

const optional = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
)

/** An AES key as Next expects it: 16, 24 or 32 bytes, base64. */
function isAesKey(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false
  return [16, 24, 32].includes(Buffer.from(value, 'base64').length)
}

export const deploymentSettingsSchema = z.object({
  REDIS_URL: optional.refine(
    (value) => value === undefined || /^rediss?:\/\/[^\s]+$/.test(value),
    'REDIS_URL must be a redis:// or rediss:// address, e.g. redis://cache:6379',
  ),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optional.refine(
    (value) => value === undefined || isAesKey(value),
    'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be a base64 AES key of 32 bytes (`openssl rand -base64 32`)',
  ),
  PREVIEW_SESSION_SECRET: optional,
})

export const INSTANCE_SETTING_MESSAGES = {
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
    'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: with REDIS_URL several instances serve one build, so give them all the same key (`openssl rand -base64 32`).',
  PREVIEW_SESSION_SECRET:
    'PREVIEW_SESSION_SECRET is not set: with REDIS_URL several instances serve one build, so give them all the same preview secret (`openssl rand -base64 32`), or a staff preview opened on one instance ends on the next.',
} as const

/** The sentences that say what is wrong with the deployment's settings; none when it may start. */
export function deploymentSettingProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const parsed = deploymentSettingsSchema.safeParse(env)
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.message)
  const settings = parsed.data
  if (!settings.REDIS_URL) return []
  const required = ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'PREVIEW_SESSION_SECRET'] as const
  return required.filter((name) => !settings[name]).map((name) => INSTANCE_SETTING_MESSAGES[name])
}

/** The sentence a server that may not start prints before it stops. */
export function startRefusal(problems: readonly string[]): string {
  return `The site cannot start: ${problems.join(' ')} (docs/deploying.md#settings-every-instance-shares)`
}

/**
 * Stops the server when its settings would break a deployment of several instances. Next would only log an error
 * thrown at start and answer 500 to every request, which a load balancer could take for a live instance.
 */
export function exitUnlessDeployable(env: Readonly<Record<string, string | undefined>>): void {
  const problems = deploymentSettingProblems(env)
  if (problems.length === 0) return
  console.error(startRefusal(problems))
  process.exit(1)
}
