// The careers form's rules: the position as free CMS text, every message of the form from the one schema, the
// résumé checks and their toasts, and the multipart body send-career-application receives.
import { describe, expect, it } from 'vitest'

import {
  APPLICATION_FIELDS,
  applicationFormData,
  CAREER_MESSAGES,
  checkApplication,
  fieldOfMessage,
  readApplication,
  resumeToast,
  type ApplicationValues,
} from '@/lib/careers/application'
import { careerPositionSchema, MESSAGES, POSITION_MAX, RESUME_MAX_BYTES } from '@/lib/validation'

const pdf = (size = 1024, name = 'Nia Mensah CV.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' })

function values(text: Partial<ApplicationValues['text']> = {}, resume: File | null = pdf()): ApplicationValues {
  return {
    text: {
      name: "Nia O'Connor-Mensah",
      email: 'Nia@Example.com',
      phone: '+1 (555) 010-2000',
      position: 'Kiswahili Language Instructor',
      experience: 'Eight years teaching Kiswahili to children online.',
      motivation: 'I want more children to speak the language of their grandparents.',
      ...text,
    },
    resume,
  }
}

const errorsOf = (input: ApplicationValues) => {
  const checked = checkApplication(input)
  if (checked.ok) throw new Error('expected the check to fail')
  return checked
}

describe('the position is whatever staff open in the CMS', () => {
  it('accepts a title that was never in the first list, trimmed', () => {
    expect(careerPositionSchema.parse('  Yoruba Language Instructor ')).toBe('Yoruba Language Instructor')
    expect(careerPositionSchema.parse('P'.repeat(POSITION_MAX))).toHaveLength(POSITION_MAX)
  })

  it.each([
    ['the placeholder (empty)', '', MESSAGES.positionRequired],
    ['blank', '   ', MESSAGES.positionRequired],
    ['over 100 characters', 'P'.repeat(POSITION_MAX + 1), MESSAGES.positionTooLong],
    ['two lines', 'Game\nDesigner', MESSAGES.positionCharacters],
    ['a control character', 'Game\u0007Designer', MESSAGES.positionCharacters],
  ])('refuses %s with its message', (_label, position, message) => {
    const result = careerPositionSchema.safeParse(position)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('keeps "Please select a position" for a missing field', () => {
    expect(careerPositionSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Please select a position')
  })
})

describe('checkApplication', () => {
  it('answers the application as it is sent: trimmed, e-mail lower-cased, with the file', () => {
    const resume = pdf()
    const checked = checkApplication(
      values({ name: '  Nia Mensah ', email: ' Nia@Example.COM ', position: ' Game Designer ' }, resume),
    )
    expect(checked).toEqual({
      ok: true,
      resume,
      application: expect.objectContaining({ name: 'Nia Mensah', email: 'nia@example.com', position: 'Game Designer' }),
    })
  })

  it('shows every problem at once, one message per field, and names the first field in form order', () => {
    const checked = errorsOf({
      text: { name: '', email: '', phone: '', position: '', experience: '', motivation: '' },
      resume: null,
    })
    expect(checked.errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      position: 'Please select a position',
      experience: 'Please provide at least 10 characters describing your experience',
      motivation: 'Please provide at least 10 characters describing your motivation',
      resume: 'Please upload your resume',
    })
    expect(checked.firstInvalid).toBe('name')
  })

  it.each([
    ['name', { name: 'N'.repeat(101) }, 'Name must be less than 100 characters'],
    ['name', { name: 'Nia 2nd' }, 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email', { email: 'nia@' }, 'Invalid email address'],
    ['email', { email: `${'n'.repeat(250)}@example.com` }, 'Email must be less than 254 characters'],
    ['phone', { phone: '1'.repeat(21) }, 'Phone number must be less than 20 characters'],
    ['phone', { phone: '555-CALL' }, 'Phone number can only contain digits, spaces, and ()+-'],
    ['experience', { experience: 'Too short' }, 'Please provide at least 10 characters describing your experience'],
    ['experience', { experience: 'e'.repeat(2001) }, 'Experience must be less than 2000 characters'],
    ['motivation', { motivation: 'Because' }, 'Please provide at least 10 characters describing your motivation'],
    ['motivation', { motivation: 'm'.repeat(2001) }, 'Motivation must be less than 2000 characters'],
  ] as const)('puts the message for a bad %s beside that field', (field, change, message) => {
    const checked = errorsOf(values(change))
    expect(checked.errors).toEqual({ [field]: message })
    expect(checked.firstInvalid).toBe(field)
  })

  it.each([
    ['no file', null, MESSAGES.resumeRequired],
    ['an empty file', pdf(0), MESSAGES.resumeRequired],
    ['a file over 5 MB', pdf(RESUME_MAX_BYTES + 1), MESSAGES.resumeTooLarge],
    ['a .txt file', pdf(10, 'cv.txt'), MESSAGES.resumeType],
  ])('refuses %s as the résumé', (_label, resume, message) => {
    expect(errorsOf(values({}, resume)).errors).toEqual({ resume: message })
  })

  it('accepts a résumé of exactly 5 MB and .doc/.docx names', () => {
    for (const resume of [pdf(RESUME_MAX_BYTES), pdf(10, 'cv.doc'), pdf(10, 'CV.DOCX')]) {
      expect(checkApplication(values({}, resume)).ok).toBe(true)
    }
  })
})

describe('résumé toasts', () => {
  it('names the problem in the title and says what to do', () => {
    expect(resumeToast(MESSAGES.resumeTooLarge)).toEqual({
      title: 'File too large',
      description: 'Resume must be less than 5MB',
    })
    expect(resumeToast(MESSAGES.resumeRequired)).toEqual({
      title: 'Resume required',
      description: 'Please upload your resume',
    })
    expect(resumeToast(MESSAGES.resumeType)).toEqual({
      title: 'Unsupported file type',
      description: MESSAGES.resumeType,
    })
  })

  it('has the success and failure toasts', () => {
    expect(CAREER_MESSAGES.submitted.title).toBe('Application Submitted')
    expect(CAREER_MESSAGES.submitted.description).toMatch(/reach out to you by email/)
    expect(CAREER_MESSAGES.failed).toEqual({ title: 'Submission failed', description: 'Please try again later' })
  })
})

describe('reading and sending the form', () => {
  it('treats the empty file a file input submits with nothing chosen as no résumé', () => {
    const form = new FormData()
    form.set('name', 'Nia')
    form.set('resume', new File([], ''))
    expect(readApplication(form)).toEqual({
      text: { name: 'Nia', email: '', phone: '', position: '', experience: '', motivation: '' },
      resume: null,
    })
  })

  it('sends every field, the file itself and its name, as multipart form data', async () => {
    const resume = pdf(2048)
    const checked = checkApplication(values({ email: 'NIA@example.com' }, resume))
    if (!checked.ok) throw new Error('expected a valid application')
    const body = applicationFormData(checked.application, checked.resume)
    expect([...body.keys()]).toEqual([
      'name',
      'email',
      'phone',
      'position',
      'experience',
      'motivation',
      'resume',
      'resumeFileName',
    ])
    expect(body.get('email')).toBe('nia@example.com')
    expect(body.get('position')).toBe('Kiswahili Language Instructor')
    expect(body.get('resumeFileName')).toBe('Nia Mensah CV.pdf')
    const file = body.get('resume')
    expect(file).toBeInstanceOf(File)
    expect((file as File).size).toBe(2048)
    // multipart/form-data, as the function requires
    const request = new Request('http://127.0.0.1/', { method: 'POST', body })
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  })

  it('knows which field every message of the schema and the function belongs to', () => {
    expect(fieldOfMessage(MESSAGES.positionRequired)).toBe('position')
    expect(fieldOfMessage(MESSAGES.resumeContent)).toBe('resume')
    expect(fieldOfMessage(MESSAGES.emailTooLong)).toBe('email')
    expect(fieldOfMessage(MESSAGES.tooManyApplications)).toBeNull()
    expect(APPLICATION_FIELDS).toEqual(['name', 'email', 'phone', 'position', 'experience', 'motivation', 'resume'])
  })
})
