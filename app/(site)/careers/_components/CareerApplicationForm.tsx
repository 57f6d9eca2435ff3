'use client'

import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react'

import { PolicyNote, PrivacyLink } from '@/app/_components/frame/PolicyNote'
import { submitButtonClass } from '@/app/_components/ui/button-classes'
import { Field, SelectField, TextAreaField } from '@/app/_components/ui/Field'
import { FormAlert } from '@/app/_components/ui/FormAlert'
import { useOneAtATime } from '@/lib/browser/use-one-at-a-time'
import type { ApplicationField } from '@/lib/careers/application'
import { CAREER_MESSAGES } from '@/lib/careers/messages'
import type { FieldErrors } from '@/lib/careers/submit-application'

type SubmitModule = typeof import('@/lib/careers/submit-application')

let loading: Promise<SubmitModule> | null = null
/** The checks and the call, fetched once when a visitor starts on the form (or submits it straight away). */
function loadSubmit(): Promise<SubmitModule> {
  loading ??= import('@/lib/careers/submit-application').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

const idOf = (field: ApplicationField) => `career-${field}`

interface Props {
  /** Titles of the open positions (CMS), in the page's order. */
  positions: readonly string[]
  resume: { accept: string; maxMegabytes: number }
  /** Where to send an application by e-mail while the site has no application service. */
  contactEmail: string | null
}

/**
 * The careers application (docs/behaviour.md#careers-form): every field checked in the browser with the function's own
 * schema and messages, the résumé's size and type checked when it is chosen, then one multipart request to
 * send-career-application with the file. Success resets the form and the file input; in local mode the form
 * says that applications are not configured.
 */
export function CareerApplicationForm({ positions, resume, contactEmail }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [focusField, setFocusField] = useState<{ field: ApplicationField } | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // Busy is aria-disabled on the button, not disabled: it keeps the keyboard focus while the notice or the
  // failure appears. A second press while busy sends nothing.
  const { busy, run } = useOneAtATime()

  // Focus the first invalid field once its error is rendered and tied to it, so it is read out with it.
  useEffect(() => {
    if (focusField) document.getElementById(idOf(focusField.field))?.focus()
  }, [focusField])

  function prefetch() {
    void loadSubmit().catch(() => undefined)
  }

  async function onResumeChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0] ?? null
    try {
      const problem = (await loadSubmit()).checkChosenResume(file)
      // A refused file is taken out of the input, so it can never be sent.
      if (problem) input.value = ''
      setErrors((current) => ({ ...current, resume: problem ?? undefined }))
    } catch {
      setNotice(CAREER_MESSAGES.notLoaded)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    void run(async () => {
      setNotice(null)
      try {
        const outcome = await (await loadSubmit()).submitApplication(new FormData(form))
        if (outcome.kind === 'invalid') {
          setErrors(outcome.errors)
          setFocusField({ field: outcome.firstInvalid })
        } else if (outcome.kind === 'not-configured') {
          setErrors({})
          setNotice(CAREER_MESSAGES.notConfigured)
        } else if (outcome.kind === 'failed') {
          setErrors(outcome.errors)
        } else {
          setErrors({})
          form.reset()
        }
      } catch {
        setNotice(CAREER_MESSAGES.notLoaded)
      }
      return 'done'
    })
  }

  const notConfigured = notice === CAREER_MESSAGES.notConfigured
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={prefetch}
      onPointerEnter={prefetch}
      aria-label="Career application"
      className="mx-auto max-w-3xl space-y-5 rounded-3xl border-2 border-sand-dark bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={idOf('name')}
          name="name"
          label="Full name"
          autoComplete="name"
          required
          error={errors.name}
          className="sm:col-span-2"
        />
        <Field
          id={idOf('email')}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <Field
          id={idOf('phone')}
          name="phone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          required
          error={errors.phone}
        />
      </div>
      <SelectField
        id={idOf('position')}
        name="position"
        label="Position"
        required
        defaultValue=""
        error={errors.position}
      >
        <option value="">{CAREER_MESSAGES.positionPlaceholder}</option>
        {positions.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={idOf('experience')}
        name="experience"
        label="Experience"
        hint="Your teaching or work experience that fits this position (10 to 2000 characters)."
        rows={5}
        required
        error={errors.experience}
      />
      <TextAreaField
        id={idOf('motivation')}
        name="motivation"
        label="Motivation"
        hint="Why you would like to join the academy (10 to 2000 characters)."
        rows={5}
        required
        error={errors.motivation}
      />
      <Field
        id={idOf('resume')}
        name="resume"
        type="file"
        label="Resume"
        hint={`PDF, DOC or DOCX, up to ${resume.maxMegabytes} MB.`}
        accept={resume.accept}
        required
        onChange={onResumeChange}
        error={errors.resume}
        className="[&_input]:py-2.5 [&_input]:file:mr-3 [&_input]:file:rounded-full [&_input]:file:border-0 [&_input]:file:bg-sand [&_input]:file:px-4 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-ink"
      />
      <FormAlert message={notice} tone={notConfigured ? 'notice' : 'error'} />
      {notConfigured && contactEmail && (
        <p className="text-ink">
          Until then, you can send your application and resume to{' '}
          <a href={`mailto:${contactEmail}`} className="font-semibold text-clay-dark underline underline-offset-2">
            {contactEmail}
          </a>
          .
        </p>
      )}
      <button type="submit" aria-disabled={busy || undefined} className={submitButtonClass({ tone: 'primary' })}>
        {busy ? 'Submitting...' : 'Submit Application'}
      </button>
      <PolicyNote>
        We use your application and resume only to consider you for a position. See our <PrivacyLink />.
      </PolicyNote>
    </form>
  )
}
