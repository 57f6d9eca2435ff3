import {
  MESSAGES,
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  careerApplicationSchema,
  detectResumeKind,
  resumeKindFromName,
} from '../_shared/validation/index.ts'
import type { Clock, Db, FileStorage } from '../_shared/deps.ts'
import { HttpError, endpoint, jsonResponse, readBodyBytes } from '../_shared/http.ts'
import { parseOr400 } from '../_shared/validate.ts'

export interface SendCareerApplicationDeps {
  db: Db
  storage: FileStorage
  clock: Clock
  siteUrl: string
  /** Applications accepted per e-mail address per rolling hour. */
  applicationsPerHour: number
}

export const RESUMES_BUCKET = 'resumes'
export const SUBMISSION_FAILED = 'Submission failed. Please try again later.'
export const DEFAULT_APPLICATIONS_PER_HOUR = 3
/** Room for the text fields and multipart framing next to a 5 MB résumé. */
const FORM_MAX_BYTES = RESUME_MAX_BYTES + 64 * 1024
const TEXT_FIELDS = ['name', 'email', 'phone', 'position', 'experience', 'motivation'] as const

async function readForm(req: Request): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(415, 'Send the application as multipart/form-data with the resume file')
  }
  const bytes = await readBodyBytes(req, FORM_MAX_BYTES, MESSAGES.resumeTooLarge)
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new HttpError(400, 'The application form could not be read')
  }
}

function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/**
 * send-career-application: validates every field of the careers form, checks the résumé by its content,
 * stores it in the private `resumes` bucket and the application in career_applications, at most N per
 * e-mail address per hour.
 */
export function createHandler(deps: SendCareerApplicationDeps): (req: Request) => Promise<Response> {
  return endpoint({ allowedOrigin: deps.siteUrl, name: 'send-career-application' }, async (req) => {
    const form = await readForm(req)
    const fields = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textField(form, name)]))
    const application = parseOr400(careerApplicationSchema, fields)

    const resume = form.get('resume')
    if (resume === null || typeof resume === 'string' || resume.size === 0) throw new HttpError(400, MESSAGES.resumeRequired)
    if (resume.size > RESUME_MAX_BYTES) throw new HttpError(413, MESSAGES.resumeTooLarge)
    const fileName = (textField(form, 'resumeFileName') || resume.name || '').trim().slice(0, 255)
    const declaredKind = resumeKindFromName(resume.name || fileName)
    if (!declaredKind) throw new HttpError(400, MESSAGES.resumeType)
    const bytes = new Uint8Array(await resume.arrayBuffer())
    if (detectResumeKind(bytes) !== declaredKind) throw new HttpError(400, MESSAGES.resumeContent)

    const now = deps.clock.now()
    const since = new Date(now.getTime() - 60 * 60 * 1000)
    const id = crypto.randomUUID()
    const resumePath = `${id}/resume.${declaredKind}`

    await deps.db.begin(async (tx) => {
      // Serialise submissions per address so concurrent ones cannot both slip under the limit.
      await tx`select pg_advisory_xact_lock(hashtext(${application.email}))`
      const [recent] = await tx<{ count: number }[]>`
        select count(*)::int as count from public.career_applications
        where lower(email) = ${application.email} and created_at > ${since}
      `
      if ((recent?.count ?? 0) >= deps.applicationsPerHour) throw new HttpError(429, MESSAGES.tooManyApplications)

      try {
        await deps.storage.upload(RESUMES_BUCKET, resumePath, bytes, RESUME_CONTENT_TYPES[declaredKind])
      } catch (error) {
        console.error('[send-career-application] resume upload failed', error)
        throw new HttpError(502, SUBMISSION_FAILED)
      }
      await tx`
        insert into public.career_applications
          (id, name, email, phone, position, experience, motivation, resume_file_name, resume_path, created_at)
        values
          (${id}, ${application.name}, ${application.email}, ${application.phone}, ${application.position},
           ${application.experience}, ${application.motivation}, ${fileName || `resume.${declaredKind}`}, ${resumePath}, ${now})
      `
    })
    return jsonResponse({ success: true }, 200)
  })
}
