// Loaded when a visitor starts on the form, not with the page: the schemas (zod, through @/lib/validation, which
// switches zod's JIT off first), the toasts and the Supabase call are only needed once someone applies.
import { dismissToast, notify } from '@/lib/browser/notify'
import {
  applicationFormData,
  CAREER_MESSAGES,
  checkApplication,
  fieldOfMessage,
  readApplication,
  resumeToast,
  type ApplicationField,
} from '@/lib/careers/application'
import { invokeFunction, refusalOf } from '@/lib/supabase/functions'
import { checkResumeFile } from '@/lib/validation'

export type FieldErrors = Partial<Record<ApplicationField, string>>

export type SubmitOutcome =
  | { kind: 'invalid'; errors: FieldErrors; firstInvalid: ApplicationField }
  | { kind: 'not-configured' }
  | { kind: 'failed'; errors: FieldErrors }
  | { kind: 'submitted' }

/** Every résumé toast is the one toast of the résumé field: a new problem replaces it, a good file takes it down. */
const RESUME_TOAST = { id: 'careers-resume' } as const

function raiseResumeToast(problem: string) {
  const toast = resumeToast(problem)
  void notify(toast.title, toast.description, 'error', RESUME_TOAST)
}

/**
 * Checks a file as soon as it is chosen (size and type, before anything is uploaded) and raises the matching toast
 * for a problem, or takes down the résumé toast still up ("Resume required") once the file is acceptable. Answers
 * the message to show beside the input, or null when the file is acceptable.
 */
export function checkChosenResume(file: File | null): string | null {
  const problem = checkResumeFile(file)
  if (problem) raiseResumeToast(problem)
  else dismissToast(RESUME_TOAST.id)
  return problem
}

/**
 * Checks the whole form, then sends it as multipart/form-data with the résumé to send-career-application.
 * Raises the toasts (résumé problems, success, failure); the form shows the field errors and the notice.
 */
export async function submitApplication(form: FormData): Promise<SubmitOutcome> {
  const checked = checkApplication(readApplication(form))
  if (!checked.ok) {
    if (checked.errors.resume) raiseResumeToast(checked.errors.resume)
    return { kind: 'invalid', errors: checked.errors, firstInvalid: checked.firstInvalid }
  }

  const result = await invokeFunction(
    'send-career-application',
    applicationFormData(checked.application, checked.resume),
    'application',
    // A 5 MB résumé on a slow phone connection takes longer to send than a payment request.
    { timeoutMs: 120_000 },
  )
  if (result.ok) {
    notify(CAREER_MESSAGES.submitted.title, CAREER_MESSAGES.submitted.description, 'success')
    return { kind: 'submitted' }
  }
  if (result.reason === 'not-configured') return { kind: 'not-configured' }

  console.error('send-career-application failed', result.status, result.message)
  // A refusal the function explains (a résumé that is not what its name says, too many applications) is shown
  // as it says; anything else (a 5xx, no answer) gets the generic "Please try again later".
  const refused = refusalOf(result)
  notify(CAREER_MESSAGES.failed.title, refused ?? CAREER_MESSAGES.failed.description, 'error')
  const field = refused ? fieldOfMessage(refused) : null
  return { kind: 'failed', errors: field && refused ? { [field]: refused } : {} }
}
