/**
 * The site's zod-free entry to the validation rules: the messages, the limits, the character and money rules
 * and the order-reference format (supabase/functions/_shared/validation/rules.ts), the first message of a
 * failed check, the auth messages and where to go after signing in. Pages use these as they load; the schemas
 * (./index.ts) are loaded when a form or an answer is checked, so the validation library stays out of a page's
 * first-load JavaScript.
 */
export * from '../../supabase/functions/_shared/validation/messages.ts'
export * from '../../supabase/functions/_shared/validation/rules.ts'
export * from '../../supabase/functions/_shared/validation/issues.ts'
export * from '../../supabase/functions/_shared/validation/plan-pricing.ts'
export * from '../../supabase/functions/_shared/validation/learner-rules.ts'
export * from './auth-messages'
export { safeReturnPath } from './return-path'
