// The careers application form's rules (docs/behaviour.md#careers-form): what is checked before sending, in which order the
// fields are looked at, what each résumé problem says, and the multipart body send-career-application receives.
// The field rules themselves are the function's own schema (careerApplicationSchema), so form and function agree.
import {
  careerApplicationSchema,
  checkResumeFile,
  MESSAGES,
  type CareerApplication,
  type CareerApplicationInput,
} from '@/lib/validation'

import { CAREER_MESSAGES } from './messages'

export { CAREER_MESSAGES }

/** The form's fields, in the order they appear: the first one with a problem gets the focus. */
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'position', 'experience', 'motivation', 'resume'] as const
export type ApplicationField = (typeof APPLICATION_FIELDS)[number]

export type Toast = { title: string; description: string }

/** The toast for a résumé problem (a message of checkResumeFile or of the function). */
export function resumeToast(message: string): Toast {
  if (message === MESSAGES.resumeTooLarge) return CAREER_MESSAGES.resumeTooLarge
  if (message === MESSAGES.resumeRequired) return CAREER_MESSAGES.resumeRequired
  if (message === MESSAGES.resumeType) return CAREER_MESSAGES.resumeType
  return { title: CAREER_MESSAGES.failed.title, description: message }
}

/** Which field a message of the schema or the function belongs to, or null for a form-level one. */
export function fieldOfMessage(message: string): ApplicationField | null {
  const byField: Record<ApplicationField, readonly string[]> = {
    name: [MESSAGES.nameRequired, MESSAGES.nameTooLong, MESSAGES.nameCharacters],
    email: [MESSAGES.invalidEmail, MESSAGES.emailTooLong],
    phone: [MESSAGES.phoneRequired, MESSAGES.phoneTooLong, MESSAGES.phoneCharacters],
    position: [MESSAGES.positionRequired, MESSAGES.positionTooLong, MESSAGES.positionCharacters],
    experience: [MESSAGES.experienceTooShort, MESSAGES.experienceTooLong, MESSAGES.experienceCharacters],
    motivation: [MESSAGES.motivationTooShort, MESSAGES.motivationTooLong, MESSAGES.motivationCharacters],
    resume: [
      MESSAGES.resumeRequired,
      MESSAGES.resumeTooLarge,
      MESSAGES.resumeType,
      MESSAGES.resumeContent,
      MESSAGES.resumeFileNameCharacters,
    ],
  }
  return APPLICATION_FIELDS.find((field) => byField[field].includes(message)) ?? null
}

/** The form's values as typed, and the chosen file (null when none). */
export interface ApplicationValues {
  text: CareerApplicationInput
  resume: File | null
}

/** Reads the submitted form: the six text fields (missing ones as '') and the résumé file. */
export function readApplication(form: FormData): ApplicationValues {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const file = form.get('resume')
  return {
    text: {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      position: text('position'),
      experience: text('experience'),
      motivation: text('motivation'),
    },
    // A file input with nothing chosen still submits an empty, nameless File.
    resume: typeof file === 'object' && file !== null && (file.size > 0 || file.name !== '') ? file : null,
  }
}

export type CheckedApplication =
  | { ok: true; application: CareerApplication; resume: File }
  | { ok: false; errors: Partial<Record<ApplicationField, string>>; firstInvalid: ApplicationField }

/**
 * Every field checked at once with the function's schema and the résumé's size and type: the
 * application as it will be sent (trimmed, e-mail lower-cased), or the first message per field.
 */
export function checkApplication(values: ApplicationValues): CheckedApplication {
  const errors: Partial<Record<ApplicationField, string>> = {}
  const parsed = careerApplicationSchema.safeParse(values.text)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && (APPLICATION_FIELDS as readonly string[]).includes(field)) {
        errors[field as ApplicationField] ??= issue.message
      }
    }
  }
  const resumeProblem = checkResumeFile(values.resume)
  if (resumeProblem) errors.resume = resumeProblem
  const firstInvalid = APPLICATION_FIELDS.find((field) => errors[field] !== undefined)
  if (firstInvalid) return { ok: false, errors, firstInvalid }
  if (!parsed.success || !values.resume) throw new Error('checkApplication: a failed check without a message')
  return { ok: true, application: parsed.data, resume: values.resume }
}

/**
 * The multipart body of send-career-application: name, email (lower-cased), phone, position,
 * experience, motivation, the résumé file itself and its name.
 */
export function applicationFormData(application: CareerApplication, resume: File): FormData {
  const body = new FormData()
  for (const field of ['name', 'email', 'phone', 'position', 'experience', 'motivation'] as const) {
    body.set(field, application[field])
  }
  body.set('resume', resume, resume.name)
  body.set('resumeFileName', resume.name)
  return body
}
