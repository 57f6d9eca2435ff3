import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { AUTH_MESSAGES } from '../../../lib/validation'
import {
  ANON_KEY,
  CONFIGURED_SITE_URL,
  HOOKS,
  SERVICE_ROLE_KEY,
  STAND_IN_URL,
} from '../../../scripts/configured/endpoints'
import { openPage } from '../../support/e2e-page'
import { createAccount, holdSessionReading, logIn, logOut, PASSWORD, signUpAndLogIn } from './account'
import { answerCheckoutPages } from './checkout-page'
import { accessToken, addLearners } from './family'

/**
 * Enrolment for a family account (docs/behaviour.md#enrolment): a signed-in parent ticks a learner they already
 * have and types a new child; a guest pays first and creates the account afterwards. Once the order is paid, the
 * children are the family's learners, each name once. The family's rows are read through the service role, as
 * the school's staff would see them.
 */

interface StandInSession {
  id: string
  amountTotal: number
  order: { kind: string; status: string; email: string | null } | null
}
type CheckoutCreate = {
  customer_email?: string
  metadata?: Record<string, string>
  line_items?: Array<{ quantity: string; price_data: { unit_amount: string } }>
}
interface SessionsAnswer {
  sessions: StandInSession[]
  creates: CheckoutCreate[]
}

const service = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` }

async function userIdOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await request.post(`${STAND_IN_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    data: { email, password: PASSWORD },
  })
  expect(token.ok()).toBe(true)
  return ((await token.json()) as { user: { id: string } }).user.id
}

/** The family's learners as stored, oldest first: name and grade band. */
async function storedLearners(request: APIRequestContext, email: string) {
  const parent = await userIdOf(request, email)
  const response = await request.get(
    `${STAND_IN_URL}/rest/v1/learners?select=display_name,grade_band&parent_id=eq.${parent}&order=created_at,id`,
    { headers: service },
  )
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Array<{ display_name: string; grade_band: string | null }>
}

/** A parent whose account has Amara (grades 3 to 5), logged in, with the Full Program's enrolment dialog open. */
async function openEnrolmentWithAmara(page: Page, request: APIRequestContext, email: string) {
  await createAccount(page, email)
  await addLearners(request, email, [{ name: 'Amara', avatar: 'giraffe', gradeBand: '3-5' }])
  await logIn(page, email)
  await answerCheckoutPages(page)
  await page.getByRole('button', { name: 'Enroll Now Full Program' }).click()
  return page.getByRole('dialog', { name: 'Enroll in Full Program' })
}

/** Sends the dialog and answers the Checkout Session the browser was sent to. */
async function continueToPayment(page: Page): Promise<string> {
  await page
    .getByRole('dialog', { name: 'Enroll in Full Program' })
    .getByRole('button', { name: 'Continue to payment' })
    .click()
  await page.waitForURL(/^https:\/\/checkout\.stripe\.test\/c\/pay\//)
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

async function completePayment(page: Page, sessionId: string) {
  const completed = await page.request.post(HOOKS.stripeComplete, { data: { sessionId } })
  expect(completed.status(), await completed.text()).toBe(200)
}

test('a parent enrols a learner they have and a new child; after payment both are learners, Amara only once', async ({
  page,
  request,
}) => {
  const email = `enrol.family.${Date.now()}@example.org`
  const dialog = await openEnrolmentWithAmara(page, request, email)
  const learnersOnAccount = dialog.getByRole('group', { name: 'Learners on your account' })
  const amara = learnersOnAccount.getByRole('checkbox', { name: 'Amara · Grades 3 to 5' })
  await expect(amara).not.toBeChecked()
  await expect(
    learnersOnAccount.getByText(
      'Names you add below become learners on your account after payment, up to 8 learners in all.',
    ),
  ).toBeVisible()
  await amara.check()
  // Her row is filled from the account: the name cannot be typed over, the grade band is hers.
  await expect(dialog.getByLabel('First name of child 1')).toHaveValue('Amara')
  await expect(dialog.getByLabel('First name of child 1')).not.toBeEditable()
  await expect(dialog.getByLabel('Grade band of child 1')).toHaveValue('3-5')

  await dialog.getByRole('button', { name: 'Add another child' }).click()
  await expect(dialog.getByLabel('First name of child 2')).toBeFocused()
  await dialog.getByLabel('First name of child 2').fill('Kofi')
  await dialog.getByLabel('Grade band of child 2').selectOption({ label: 'Grades 6 to 8' })

  // The Full Program: $500 per child, 15 % off each child after the first.
  const total = dialog.getByRole('region', { name: 'First month' })
  await expect(total.getByText('15 % off each child after the first.')).toBeVisible()
  await expect(total.getByRole('term')).toHaveText(['2 children × $500', 'Sibling discount', 'Total'])
  await expect(total.getByRole('definition')).toHaveText(['$1,000', '−$75', '$925'])
  // Signed in, the receipt goes to the account's address.
  await expect(dialog.getByLabel('Email')).toHaveValue(email)
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
    'You are signed in: your receipt goes to this address.',
  )

  const sessionId = await continueToPayment(page)
  const sent = (await (await page.request.get(HOOKS.stripeSessions)).json()) as SessionsAnswer
  expect(sent.sessions.find((session) => session.id === sessionId)).toMatchObject({
    amountTotal: 50000 + 42500,
    order: { kind: 'enrollment', status: 'pending', email },
  })
  const created = sent.creates.find((create) => create.customer_email === email)
  expect(created?.metadata).toMatchObject({ kind: 'enrollment', program_type: 'full', children: '2' })
  expect(
    created?.line_items?.map((line) => ({ quantity: line.quantity, unitAmount: line.price_data.unit_amount })),
  ).toEqual([
    { quantity: '1', unitAmount: '50000' },
    { quantity: '1', unitAmount: '42500' },
  ])

  // Back from the payment page before the payment is confirmed: the header has read the family without Kofi.
  await openPage(page, `/enrollment-success?session_id=${sessionId}`)
  const learnerSwitch = page.getByRole('banner').getByRole('button', { name: /Who is learning\?|Learning:/ })
  await expect(learnerSwitch).toBeVisible()
  await completePayment(page, sessionId)
  expect(await storedLearners(request, email)).toEqual([
    { display_name: 'Amara', grade_band: '3-5' },
    { display_name: 'Kofi', grade_band: '6-8' },
  ])
  await expect(page.getByText('Payment confirmed')).toBeVisible()
  // Once it is, the header knows Kofi without a reload.
  await learnerSwitch.click()
  await expect(
    page.getByRole('dialog', { name: 'Who is learning?' }).getByRole('button', { name: 'Kofi' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  const children = page.getByRole('region', { name: 'Your children' })
  await expect(children.getByRole('listitem')).toHaveText(['Amara · Grades 3 to 5', 'Kofi · Grades 6 to 8'])
  // The payment already made Kofi a learner, and Amara was one: the page adds nobody and says who they are.
  await expect(children.getByText('On your family account as learners: Amara, Kofi.')).toBeVisible()
  await expect(children.getByText(/Added to your family account/)).toHaveCount(0)
  expect(await storedLearners(request, email)).toHaveLength(2)

  // The parent page's orders say which children the enrolment was for.
  await openPage(page, '/account')
  const orders = page.getByRole('table', { name: 'Your orders, newest first' })
  await expect(orders.getByRole('row').nth(1)).toContainText('EnrolmentFor Amara, Kofi')

  // The enrolment's reference on the download page: a plan is not a download.
  await openPage(page, `/digital-download?session_id=${sessionId}`)
  await expect(page.getByRole('heading', { name: 'This order has no download' })).toBeVisible()
  await expect(page.getByText('Your download is ready')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0)
})

test('signed out in another tab mid-enrolment, the dialog says the enrolment would be a guest’s; logged in again, it carries on', async ({
  page,
  request,
}) => {
  const email = `enrol.elsewhere.${Date.now()}@example.org`
  const dialog = await openEnrolmentWithAmara(page, request, email)
  await dialog.getByRole('checkbox', { name: 'Amara · Grades 3 to 5' }).check()
  await expect(dialog.getByLabel('Email')).toHaveValue(email)
  await expect(dialog.getByRole('alert').filter({ hasText: 'You are no longer signed in.' })).toHaveCount(0)

  const other = await page.context().newPage()
  await openPage(other, '/homeschool-materials')
  await logOut(other)

  const notice = dialog.getByRole('alert').filter({ hasText: 'You are no longer signed in.' })
  await expect(notice).toContainText(
    'Sent now, this enrolment would be made as a guest and its children would not be added to your family account.',
  )
  await expect(notice.getByRole('link', { name: 'Log in again (opens in a new tab)' })).toHaveAttribute(
    'href',
    '/auth?next=%2F',
  )
  // The e-mail is no longer the account's: the parent would have to type one, as a guest does.
  await expect(dialog.getByLabel('Email')).toHaveValue('')
  await expect(dialog.getByLabel('Email')).toBeEditable()
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Your receipt goes to this address.')
  await expect(dialog.getByLabel('First name of child 1')).toHaveValue('Amara')

  await logIn(other, email)
  await expect(notice).toHaveCount(0)
  await expect(dialog.getByLabel('Email')).toHaveValue(email)
  await expect(dialog.getByRole('checkbox', { name: 'Amara · Grades 3 to 5' })).toBeChecked()
  const sessionId = await continueToPayment(page)
  const sent = (await (await page.request.get(HOOKS.stripeSessions)).json()) as SessionsAnswer
  expect(sent.sessions.find((session) => session.id === sessionId)).toMatchObject({
    order: { kind: 'enrollment', status: 'pending', email },
  })
})

test('a family with 8 learners is told a child added in the enrolment will not become a ninth', async ({
  page,
  request,
}) => {
  const email = `enrol.full.${Date.now()}@example.org`
  await createAccount(page, email)
  const names = ['Amara', 'Kofi', 'Zawadi', 'Nia', 'Jabari', 'Imani', 'Tendai', 'Ayo']
  await addLearners(
    request,
    email,
    names.map((name) => ({ name, avatar: 'baobab', gradeBand: '3-5' })),
  )
  await logIn(page, email)
  await page.getByRole('button', { name: 'Enroll Now Full Program' }).click()
  const learnersOnAccount = page
    .getByRole('dialog', { name: 'Enroll in Full Program' })
    .getByRole('group', { name: 'Learners on your account' })
  await expect(learnersOnAccount.getByRole('checkbox')).toHaveCount(8)
  await expect(
    learnersOnAccount.getByText(
      'Your account already has 8 learners, the most it can hold: children you add below are enrolled, but not added as learners.',
    ),
  ).toBeVisible()
  await expect(learnersOnAccount.getByText(/become learners on your account/)).toHaveCount(0)
})

test('a guest enrols two children, creates the account from the confirmation page and finds them as learners', async ({
  page,
  request,
}) => {
  const email = `enrol.guest.${Date.now()}@example.org`
  await answerCheckoutPages(page)
  await openPage(page, '/')
  await page.getByRole('button', { name: 'Enroll Now Full Program' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enroll in Full Program' })
  // A guest has no learners to tick.
  await expect(dialog.getByRole('group', { name: 'Learners on your account' })).toHaveCount(0)
  await dialog.getByLabel('First name of child 1').fill('Efua')
  await dialog.getByLabel('Grade band of child 1').selectOption({ label: 'Grades 9 to 12' })
  await dialog.getByRole('button', { name: 'Add another child' }).click()
  await dialog.getByLabel('First name of child 2').fill('Kwame')
  await dialog.getByLabel('Grade band of child 2').selectOption({ label: 'Kindergarten to grade 2' })
  await expect(dialog.getByTestId('enrolment-total')).toHaveText('$925')
  await dialog.getByLabel('Email').fill(email)
  const sessionId = await continueToPayment(page)
  await completePayment(page, sessionId)

  const confirmation = `/enrollment-success?session_id=${sessionId}`
  await openPage(page, confirmation)
  await expect(page.getByText('Payment confirmed')).toBeVisible()
  const children = page.getByRole('region', { name: 'Your children' })
  await expect(children.getByRole('listitem')).toHaveText(['Efua · Grades 9 to 12', 'Kwame · Kindergarten to grade 2'])

  // The prompt (after 2 s) leads to /auth and back here.
  const prompt = page.getByRole('region', { name: 'Create your family account?' })
  await prompt.getByRole('link', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(`${CONFIGURED_SITE_URL}/auth?tab=signup&next=${encodeURIComponent(confirmation)}`)
  // Create Account opens on Sign Up.
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' })
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('Confirm password').fill(PASSWORD)
  await signUp.getByRole('button', { name: 'Sign Up' }).click()
  // The stand-in confirms the address at once, as if the e-mailed link had been opened.
  await expect(page.getByText(AUTH_MESSAGES.accountCreated)).toBeVisible()
  const login = page.getByRole('tabpanel', { name: 'Login' })
  await expect(login.getByLabel('Email')).toHaveValue(email)
  await login.getByLabel('Password').fill(PASSWORD)
  await login.getByRole('button', { name: 'Login' }).click()

  await expect(page).toHaveURL(`${CONFIGURED_SITE_URL}${confirmation}`)
  await expect(children.getByText('Added to your family account as learners: Efua, Kwame.')).toBeVisible()
  // The header, which read a family of none at sign-in, now offers the two children.
  await page.getByRole('banner').getByRole('button', { name: 'Who is learning?' }).click()
  const picker = page.getByRole('dialog', { name: 'Who is learning?' })
  await expect(picker.getByRole('button', { name: 'Efua' })).toBeVisible()
  await expect(picker.getByRole('button', { name: 'Kwame' })).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await storedLearners(request, email)).toEqual([
    { display_name: 'Efua', grade_band: '9-12' },
    { display_name: 'Kwame', grade_band: 'k-2' },
  ])

  // Claimed once: the order is the account's now, and claiming it again adds nobody.
  const again = await request.post(`${STAND_IN_URL}/rest/v1/rpc/claim_order_children`, {
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await accessToken(request, email)}`,
      'content-type': 'application/json',
    },
    data: { reference: sessionId },
  })
  expect(again.ok(), await again.text()).toBe(true)
  expect(await again.json()).toEqual([])
  await openPage(page, confirmation)
  await expect(children.getByRole('listitem')).toHaveCount(2)
  await expect(children.getByText('On your family account as learners: Efua, Kwame.')).toBeVisible()
  await expect(children.getByText(/Added to your family account/)).toHaveCount(0)
  expect(await storedLearners(request, email)).toHaveLength(2)
})

test('the account offer waits for the page to know who is signed in: a guest gets it, a signed-in parent never', async ({
  page,
}, testInfo) => {
  const prompt = page.getByRole('region', { name: 'Create your family account?' })
  await page.clock.install()
  const openWhileReading = async () => {
    const release = await holdSessionReading(page)
    await openPage(page, '/enrollment-success', 'domcontentloaded')
    // The offer is due after 2 s, but the page cannot yet tell a guest from a parent (a slow phone, for seconds).
    await page.clock.runFor(2100)
    await expect(prompt).toHaveCount(0)
    release()
    await page.unrouteAll({ behavior: 'wait' })
  }

  // A guest: offered the account once the page knows nobody is signed in.
  await openWhileReading()
  await expect(prompt).toBeVisible()

  // A signed-in parent: never offered one, before or after.
  await signUpAndLogIn(page, `prompt.${testInfo.workerIndex}.${Date.now()}@example.com`)
  await openWhileReading()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible()
  await expect(prompt).toHaveCount(0)
})
