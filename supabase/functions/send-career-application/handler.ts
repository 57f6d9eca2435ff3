import type { Clock, Db, FileStorage } from '../_shared/deps.ts'
import { clientAddress, endpoint, HttpError, jsonResponse, readFormData } from '../_shared/http.ts'
import {
  DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR,
  resumeStorageOf,
  type ResumeStorage,
} from '../_shared/resume-storage.ts'
import { parseOr400 } from '../_shared/validate.ts'
import {
  careerApplicationSchema,
  detectResumeKindOfBlob,
  emailRateKey,
  MESSAGES,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  resumeStoredName,
  type ResumeKind,
} from '../_shared/validation/index.ts'

export interface SendCareerApplicationDeps {
  db: Db
  /**
   * Where résumés go. A ResumeStorage uploads the File as it is and can delete it again; the upload-only
   * FileStorage still works, but a failed upload then keeps its row (see createHandler).
   */
  storage: FileStorage | ResumeStorage
  clock: Clock
  siteUrl: string
  /** Applications accepted per e-mail address (lower-cased, +tag removed) per rolling hour. */
  applicationsPerHour: number
  /** Applications accepted per client address (x-forwarded-for) per rolling hour; default 10. */
  applicationsPerClientPerHour?: number
}

export const RESUMES_BUCKET = 'resumes'
export const SUBMISSION_FAILED = 'Submission failed. Please try again later.'
export const FORM_UNREADABLE = 'The application form could not be read'
export { DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR }
/** Room for the text fields and multipart framing next to a 5 MB résumé. */
const FORM_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024
const TEXT_FIELDS = ['name', 'email', 'phone', 'position', 'experience', 'motivation'] as const

function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** The résumé File, checked by size, name and content; answers the name it is stored under and its kind. */
async function checkedResume(form: FormData): Promise<{ file: File; fileName: string; kind: ResumeKind }> {
  const file = form.get('resume')
  if (file === null || typeof file === 'string' || file.size === 0) throw new HttpError(400, MESSAGES.resumeRequired)
  if (file.size > RESUME_MAX_BYTES) throw new HttpError(413, MESSAGES.resumeTooLarge)
  const stored = resumeStoredName(textField(form, 'resumeFileName') || file.name || '')
  if (!stored.ok) throw new HttpError(400, stored.message)
  if ((await detectResumeKindOfBlob(file)) !== stored.kind) throw new HttpError(400, MESSAGES.resumeContent)
  return { file, fileName: stored.name, kind: stored.kind }
}

/**
 * send-career-application: validates every field of the careers form, checks the résumé by its content,
 * records the application in career_applications and then stores the résumé in the private `resumes` bucket,
 * at most N per e-mail address and M per client address per hour.
 *
 * Order matters. The row (holding the résumé's path) is committed first, in a short transaction that takes
 * the per-address locks and counts; the upload runs after it, with no transaction or lock held. So every
 * attempt that may have stored a file is counted and points at that file. When the upload fails, the object
 * is deleted and then the row; if the delete fails too (or the storage cannot delete), the row stays, so the
 * file, if any, can still be found and erased.
 */
export function createHandler(deps: SendCareerApplicationDeps): (req: Request) => Promise<Response> {
  const storage = resumeStorageOf(deps.storage)
  const perClient = deps.applicationsPerClientPerHour ?? DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR
  return endpoint({ allowedOrigin: deps.siteUrl, name: 'send-career-application' }, async (req) => {
    if (!/^multipart\/form-data\s*;/i.test(req.headers.get('content-type') ?? '')) {
      throw new HttpError(415, 'Send the application as multipart/form-data with the resume file')
    }
    const form = await readFormData(req, FORM_MAX_BYTES, MESSAGES.resumeTooLarge, FORM_UNREADABLE)
    const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textField(form, name)]))
    const application = parseOr400(careerApplicationSchema, fields)
    const resume = await checkedResume(form)

    const now = deps.clock.now()
    const since = new Date(now.getTime() - 60 * 60 * 1000)
    const id = crypto.randomUUID()
    const resumePath = `${id}/resume.${resume.kind}`
    const emailKey = emailRateKey(application.email)
    const client = clientAddress(req)

    await deps.db.begin(async (tx) => {
      // Serialise submissions per address (e-mail first, then client: one order, no deadlock) so concurrent
      // ones cannot both slip under a limit.
      await tx`select pg_advisory_xact_lock(hashtext(${`career-email:${emailKey}`}))`
      if (client) await tx`select pg_advisory_xact_lock(hashtext(${`career-client:${client}`}))`
      const [byEmail] = await tx<{ count: number }[]>`
        select count(*)::int as count from public.career_applications
        where email_key = ${emailKey} and created_at > ${since}
      `
      if ((byEmail?.count ?? 0) >= deps.applicationsPerHour) throw new HttpError(429, MESSAGES.tooManyApplications)
      if (client) {
        const [byClient] = await tx<{ count: number }[]>`
          select count(*)::int as count from public.career_applications
          where client_address = ${client} and created_at > ${since}
        `
        if ((byClient?.count ?? 0) >= perClient) throw new HttpError(429, MESSAGES.tooManyApplicationsFromClient)
      }
      await tx`
        insert into public.career_applications
          (id, name, email, email_key, client_address, phone, position, experience, motivation, resume_file_name, resume_path, created_at)
        values
          (${id}, ${application.name}, ${application.email}, ${emailKey}, ${client}, ${application.phone}, ${application.position},
           ${application.experience}, ${application.motivation}, ${resume.fileName}, ${resumePath}, ${now})
      `
    })

    try {
      await storage.upload(RESUMES_BUCKET, resumePath, resume.file, RESUME_CONTENT_TYPES[resume.kind])
    } catch (error) {
      console.error('[send-career-application] resume upload failed', error)
      await withdraw(deps.db, storage, id, resumePath)
      throw new HttpError(502, SUBMISSION_FAILED)
    }
    return jsonResponse({ success: true }, 200)
  })
}

/**
 * After a failed upload: delete whatever may have been stored, then the row. The row goes only once the
 * object is known to be gone, so no résumé is ever left without a row pointing at it.
 */
async function withdraw(db: Db, storage: ResumeStorage, id: string, resumePath: string): Promise<void> {
  try {
    await storage.remove(RESUMES_BUCKET, resumePath)
  } catch (error) {
    console.error(`[send-career-application] kept application ${id}: its resume may be stored at ${resumePath}`, error)
    return
  }
  try {
    await db`delete from public.career_applications where id = ${id}`
  } catch (error) {
    console.error(`[send-career-application] application ${id} has no stored resume and could not be deleted`, error)
  }
}
