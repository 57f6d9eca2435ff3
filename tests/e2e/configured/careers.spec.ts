import { createHash } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { CAREER_MESSAGES } from '../../../lib/careers/messages'
import { MESSAGES } from '../../../lib/validation'
import { HOOKS, STAND_IN_URL } from '../../../scripts/configured/endpoints'
import { watchPageProblems } from '../../support/csp-watch'
import { openPage } from '../../support/e2e-page'
import type { StandInCareerApplication } from '../../support/site-backend/hooks'
import { pdfFor } from '../../support/site-backend/pdf'

/**
 * The careers application on the configured build: the browser sends one multipart request through its
 * Supabase client to the real send-career-application (CORS, anon key), which stores the row in
 * career_applications (PGlite) and the résumé in the private `resumes` bucket of the stand-in's Storage.
 */

const RESUME = Buffer.from(pdfFor('Amani Njoroge - Curriculum Vitae'))

async function storedApplications(page: Page, email: string): Promise<StandInCareerApplication[]> {
  const answer = await page.request.get(`${HOOKS.careerApplications}?email=${encodeURIComponent(email)}`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { applications: StandInCareerApplication[] }).applications
}

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Career application' })
  return {
    root,
    name: root.getByLabel('Full name'),
    email: root.getByLabel('Email'),
    phone: root.getByLabel('Phone'),
    position: root.getByLabel('Position'),
    experience: root.getByLabel('Experience'),
    motivation: root.getByLabel('Motivation'),
    resume: root.getByLabel('Resume'),
    submit: root.getByRole('button', { name: 'Submit Application' }),
  }
}

async function fill(page: Page, email: string, resume: { name: string; buffer: Buffer }) {
  const f = form(page)
  await f.name.fill('Amani Njoroge')
  await f.email.fill(email)
  await f.phone.fill('+1 (312) 555-0147')
  await f.position.selectOption('Curriculum Developer')
  await f.experience.fill('Six years writing K-8 social studies units, most recently on the Swahili coast.')
  await f.motivation.fill('I want to build lessons where children see themselves in history.')
  await f.resume.setInputFiles({ name: resume.name, mimeType: 'application/pdf', buffer: resume.buffer })
}

test('an applicant sends the form with a résumé: the row and the file are stored, the form is reset', async ({
  page,
}, testInfo) => {
  const problems = await watchPageProblems(page)
  const email = `amani.${testInfo.workerIndex}.${Date.now()}@example.com`
  await openPage(page, '/careers')
  await fill(page, email.replace('amani', 'Amani'), { name: 'Amani Njoroge CV.pdf', buffer: RESUME })

  const sent = page.waitForRequest(
    (request) =>
      request.url() === `${STAND_IN_URL}/functions/v1/send-career-application` && request.method() === 'POST',
  )
  const f = form(page)
  await f.submit.click()
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)

  await expect(page.getByRole('status').filter({ hasText: CAREER_MESSAGES.submitted.title })).toContainText(
    'reach out to you by email',
  )
  for (const field of [f.name, f.email, f.phone, f.experience, f.motivation, f.position, f.resume])
    await expect(field).toHaveValue('')

  const [application, ...others] = await storedApplications(page, email)
  expect(others).toEqual([])
  expect(application).toMatchObject({
    name: 'Amani Njoroge',
    email,
    phone: '+1 (312) 555-0147',
    position: 'Curriculum Developer',
    experience: 'Six years writing K-8 social studies units, most recently on the Swahili coast.',
    motivation: 'I want to build lessons where children see themselves in history.',
    resumeFileName: 'Amani Njoroge CV.pdf',
  })
  expect(application?.resume).toEqual({
    contentType: 'application/pdf',
    size: RESUME.byteLength,
    sha256: createHash('sha256').update(RESUME).digest('hex'),
  })

  expect(await problems.violations()).toEqual([])
  expect(problems.consoleErrors).toEqual([])
})

test('a file that is not what its name says is refused by the function with its reason, and nothing is stored', async ({
  page,
}, testInfo) => {
  const email = `kwame.${testInfo.workerIndex}.${Date.now()}@example.com`
  await openPage(page, '/careers')
  await fill(page, email, { name: 'cv.pdf', buffer: Buffer.from('MZ\u0090\u0000 not a document') })
  await form(page).submit.click()

  await expect(page.getByRole('status').filter({ hasText: CAREER_MESSAGES.failed.title })).toContainText(
    MESSAGES.resumeContent,
  )
  await expect(form(page).resume).toHaveAttribute('aria-invalid', 'true')
  await expect(form(page).name).toHaveValue('Amani Njoroge')
  expect(await storedApplications(page, email)).toEqual([])
})

test('when the function fails, the applicant is told to try again later and keeps what was typed', async ({
  page,
}, testInfo) => {
  const email = `zuri.${testInfo.workerIndex}.${Date.now()}@example.com`
  await page.route(`${STAND_IN_URL}/functions/v1/send-career-application`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":"upstream unavailable"}',
          headers: { 'access-control-allow-origin': '*' },
        })
      : route.continue(),
  )
  await openPage(page, '/careers')
  await fill(page, email, { name: 'cv.pdf', buffer: RESUME })
  await form(page).submit.click()

  await expect(page.getByRole('status').filter({ hasText: CAREER_MESSAGES.failed.title })).toContainText(
    CAREER_MESSAGES.failed.description,
  )
  await expect(form(page).email).toHaveValue(email)
  await expect(form(page).submit).toBeEnabled()
  expect(await storedApplications(page, email)).toEqual([])
})
