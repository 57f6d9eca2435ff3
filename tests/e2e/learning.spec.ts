import { expect, test, type Page } from '@playwright/test'

import { fixtureById, fixturesOfType } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'

/** The self-paced catalogue and quiz, every lesson type in the course player, the college players. */

type Scenario = { situation: string; options: string[]; correctIndex: number; explanation: string }
type Lesson = {
  _key: string
  _type: string
  title: string
  transcript?: string
  resources?: Array<{ title: string }>
  scenarios?: Scenario[]
  pairs?: Array<{ term: string; meaning: string }>
  minimumWords?: number
}
type Course = {
  title: string
  price?: number
  kind: string
  comingSoon?: boolean
  modules: Array<{ title: string; lessons: Lesson[] }>
}

const kiswahili = fixtureById<Course>('course-kiswahili-language-culture')
const lessons = kiswahili.modules.flatMap((module) => module.lessons)
const satPrep = fixtureById<Course>('course-sat-prep')
const satLessons = satPrep.modules.flatMap((module) => module.lessons)
const COURSE = '/course/kiswahili-language-culture'

async function answerQuiz(page: Page, labels: string[]) {
  const dialog = page.getByRole('dialog', { name: 'Find your course' })
  for (const [index, label] of labels.entries()) {
    await dialog.getByRole('radio', { name: label }).check()
    await dialog.getByRole('button', { name: index === labels.length - 1 ? 'Get Recommendation' : 'Next' }).click()
  }
  return dialog
}

test.describe('/self-paced', () => {
  test('lists every self-paced course under its category with its price and lessons, Coming Soon disabled', async ({
    page,
  }) => {
    await openPage(page, '/self-paced')
    type Catalogued = Course & { slug: { current: string }; category: string; price: number }
    const courses = fixturesOfType<Catalogued>('course').filter((course) => course.kind === 'self-paced')
    const categories: Record<string, string> = {
      'language-culture': 'Language & Culture',
      stem: 'STEM',
      'creative-arts': 'Creative Arts',
    }
    for (const course of courses) {
      const section = page.getByRole('region', { name: categories[course.category] })
      const card = section.getByRole('article', { name: course.title })
      await expect(card).toContainText(`$${course.price}`)
      const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0)
      await expect(card).toContainText(`${lessonCount} lessons`)
      await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    }
    // The six self-paced catalogue courses, with their prices and lengths.
    const catalogue: Record<string, [string, number]> = {
      'Kiswahili Language & Culture': ['$249', 16],
      'African History & Civilizations': ['$199', 12],
      'African-Centered Mathematics': ['$199', 12],
      'African Science & Innovation': ['$179', 10],
      'Creative Writing & Storytelling': ['$159', 8],
      'African Arts & Crafts': ['$129', 6],
    }
    expect(courses.map((course) => course.title).sort()).toEqual(Object.keys(catalogue).sort())
    for (const course of courses) {
      const [price, lessons] = catalogue[course.title] ?? []
      expect(price, course.title).toBe(`$${course.price}`)
      expect(
        course.modules.reduce((sum, module) => sum + module.lessons.length, 0),
        course.title,
      ).toBe(lessons)
    }
    await expectNoAxeViolations(page)
  })

  test('the quiz: Next waits for an answer, Previous is disabled first, and two answer paths give their courses', async ({
    page,
  }) => {
    await openPage(page, '/self-paced')
    await page.getByRole('button', { name: 'Find Your Course' }).click()
    const dialog = page.getByRole('dialog', { name: 'Find your course' })
    await expect(dialog.getByText('Question 1 of 5')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expectNoAxeViolations(page)

    // Ages 5-8 always gives Arts & Crafts.
    const questions = fixturesOfType<{
      order: number
      category: string
      options: Array<{ label: string; value: string }>
    }>('courseQuizQuestion').sort((a, b) => a.order - b.order)
    const label = (category: string, value: string) =>
      questions.find((question) => question.category === category)!.options.find((option) => option.value === value)!
        .label
    const young = [
      label('age', '5-8'),
      label('interest', 'history'),
      label('time', '1-2-hours'),
      label('style', 'visual'),
      label('goal', 'life-skills'),
    ]
    await answerQuiz(page, young)
    await expect(dialog.getByRole('heading', { name: 'African Arts & Crafts' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Retake Quiz' }).click()
    await expect(dialog.getByText('Question 1 of 5')).toBeVisible()
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0)
    const stem = [
      label('age', '12-14'),
      label('interest', 'stem'),
      label('time', '3-4-hours'),
      label('style', 'hands-on'),
      label('goal', 'academic-achievement'),
    ]
    await dialog.getByRole('radio', { name: stem[0]! }).check()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('button', { name: 'Previous' }).click()
    await expect(dialog.getByRole('radio', { name: stem[0]! })).toBeChecked()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await answerQuiz(page, stem.slice(1))
    await expect(dialog.getByRole('heading', { name: 'African-Centered Mathematics' })).toBeVisible()
    await dialog.getByRole('link', { name: 'Start This Course' }).click()
    await expect(page).toHaveURL(/\/course\/african-centered-mathematics$/)
  })
})

test.describe('course player', () => {
  test('asks to select a lesson, with the first module open and 0% complete', async ({ page }) => {
    await openPage(page, COURSE)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kiswahili.title)
    await expect(page.getByRole('heading', { name: 'Select a lesson to begin' })).toBeVisible()
    await expect(page.getByTestId('course-percent')).toHaveText('0%')
    const modules = page.getByRole('complementary', { name: 'Course contents' }).getByRole('button', { expanded: true })
    await expect(modules).toHaveCount(1)
    await expect(modules).toContainText(kiswahili.modules[0]!.title)
    await expect(page.getByRole('link', { name: /Back to Courses/ })).toHaveAttribute('href', '/self-paced')
  })

  test('video: play/pause, transcript, resource download, Mark as Complete kept across a reload and counted in the progress', async ({
    page,
    request,
  }) => {
    await openPage(page, `${COURSE}/lesson/1`)
    await expect(page).toHaveTitle(new RegExp(`^${lessons[0]!.title}: `))
    await expect(page.getByText('2:45 / 8:30')).toBeVisible()
    await page.getByRole('button', { name: 'Play video' }).click()
    await expect(page.getByRole('button', { name: 'Pause video' })).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('button', { name: 'Show Transcript' }).click()
    await expect(page.getByText(lessons[0]!.transcript!.slice(0, 40))).toBeVisible()
    const resource = page.getByRole('link', { name: `${lessons[0]!.resources![0]!.title} (PDF)` })
    const response = await request.get((await resource.getAttribute('href')) ?? '')
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(response.headers()['content-disposition']).toBe(
      'attachment; filename="kiswahili-greetings-phrase-sheet.pdf"',
    )
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Mark as Complete' }).click()
    await expect(page.getByRole('button', { name: '✓ Completed' })).toBeDisabled()
    await expect(page.getByTestId('course-percent')).toHaveText('6%')
    await page.reload()
    await expect(page.getByTestId('course-percent')).toHaveText('6%')
    await expect(
      page.getByRole('link', { name: new RegExp(`^1\\. ${lessons[0]!.title}.*\\(completed\\)`) }),
    ).toBeVisible()
  })

  test('reading: Complete and Continue marks the lesson and opens the next one; Previous Lesson goes back', async ({
    page,
  }) => {
    await openPage(page, `${COURSE}/lesson/2`)
    await expect(page.getByRole('heading', { level: 2, name: lessons[1]!.title })).toBeVisible()
    await expect(page.locator('article h3').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Complete and Continue' }).click()
    await expect(page).toHaveURL(new RegExp(`${COURSE}/lesson/3$`))
    await expect(page.getByRole('link', { name: new RegExp(`^2\\. .*\\(completed\\)`) })).toBeVisible()
    await page.getByRole('link', { name: 'Previous Lesson' }).click()
    await expect(page).toHaveURL(new RegExp(`${COURSE}/lesson/2$`))
  })

  test('exercise: each answer locks with its feedback, then the score and Try Again', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/3`)
    const scenarios = lessons[2]!.scenarios!
    for (const [index, scenario] of scenarios.entries()) {
      const options = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button')
      const pick = index === 0 ? (scenario.correctIndex + 1) % scenario.options.length : scenario.correctIndex
      await options.nth(pick).click()
      await expect(
        page.getByText(
          index === 0
            ? 'Not quite right. Read the explanation to learn more.'
            : 'Correct! Great understanding of the cultural context.',
        ),
      ).toBeVisible()
      await expect(page.getByText(scenario.explanation)).toBeVisible()
      // Locked: another choice changes nothing.
      await options.nth((pick + 1) % scenario.options.length).dispatchEvent('click')
      await expect(options.nth(pick)).toHaveAttribute('aria-pressed', 'true')
      if (index === 0) await expectNoAxeViolations(page)
      await page
        .getByRole('button', { name: index === scenarios.length - 1 ? 'Complete Exercise' : 'Next Scenario' })
        .click()
    }
    await expect(
      page.getByRole('heading', { name: `You got ${scenarios.length - 1} of ${scenarios.length} correct` }),
    ).toBeVisible()
    await expect(
      page.getByText(
        scenarios.length - 1 >= 0.6 * scenarios.length
          ? scenarios.length - 1 >= 0.8 * scenarios.length
            ? 'Excellent work!'
            : 'Good effort!'
          : 'Keep practicing!',
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByText(`Scenario 1 of ${scenarios.length}`)).toBeVisible()
  })

  test('writing: Submit from 100 words, Save Draft kept, completion disables the text', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/4`)
    expect(lessons[3]!.minimumWords).toBe(100)
    const text = page.getByLabel('Your reflection')
    const submit = page.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled()
    await text.fill('Greetings matter because '.repeat(32).trim())
    await expect(page.getByText('96 words. Please write at least 100 words for your reflection.')).toBeVisible()
    await expect(submit).toBeDisabled()
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText('Draft saved successfully!')).toBeVisible()
    await page.reload()
    await expect(text).toHaveValue(/^Greetings matter because/)
    await text.fill(`${'Greetings matter because '.repeat(32).trim()} they show respect daily`)
    await expect(submit).toBeEnabled()
    await expectNoAxeViolations(page)
    await submit.click()
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'Writing exercise completed! Great reflection!' }),
    ).toBeVisible()
    await expect(text).toBeDisabled()
  })

  test('matching: pairs by click and keyboard, wrong pairs said and cleared, completion counted', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/6`)
    const pairs = lessons[5]!.pairs!
    const term = (label: string) => page.getByRole('button', { name: label, exact: true })
    await term(pairs[0]!.term).click()
    await term(pairs[1]!.meaning).click()
    await expect(page.getByText('Not a match. Try again.')).toBeVisible()
    await expectNoAxeViolations(page)
    for (const [index, pair] of pairs.entries()) {
      if (index % 2 === 0) {
        await term(pair.term).click()
        await term(pair.meaning).click()
      } else {
        await term(pair.meaning).focus()
        await page.keyboard.press('Enter')
        await term(pair.term).focus()
        await page.keyboard.press('Space')
      }
      await expect(page.getByText(`${index + 1} of ${pairs.length} pairs matched`)).toBeVisible()
    }
    await expect(page.getByText(/All pairs matched\. Well done!/)).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(`^6\\. .*\\(completed\\)`) })).toBeVisible()
  })

  test('a lesson the course does not have is Lesson Not Found (404); an unknown course is Course Not Found', async ({
    page,
  }) => {
    for (const lessonId of ['99', '0', '01', 'first']) {
      const response = await openPage(page, `${COURSE}/lesson/${lessonId}`)
      expect(response?.status(), lessonId).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lesson Not Found')
      await expect(page.getByRole('main').getByRole('link', { name: 'Return to Courses' })).toHaveAttribute(
        'href',
        '/self-paced',
      )
    }
    await expectNoAxeViolations(page)
    await openPage(page, '/course/underwater-basket-weaving')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course Not Found')
    await expect(page.getByRole('link', { name: 'Return to Courses' })).toHaveAttribute('href', '/self-paced')
  })
})

test.describe('college players', () => {
  test('open at lesson 1, count "N of total", disable Previous first and Next last, and follow the URL', async ({
    page,
  }) => {
    await openPage(page, '/college-courses/sat-prep')
    await expect(page.getByRole('heading', { level: 2, name: satLessons[0]!.title })).toBeVisible()
    await expect(page.getByTestId('lesson-counter')).toHaveText(`1 of ${satLessons.length}`)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(page.getByRole('link', { name: /Back to College Prep/ })).toHaveAttribute('href', '/college-prep')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/college-courses\/sat-prep\/lesson\/2$/)
    await expect(page.getByTestId('lesson-counter')).toHaveText(`2 of ${satLessons.length}`)
    await expect(page.getByTestId('course-percent')).toHaveText(`${Math.round(100 / satLessons.length)}%`)

    const lastModule = satPrep.modules.at(-1)!
    await page.getByRole('button', { name: new RegExp(lastModule.title) }).click()
    await page.getByRole('link', { name: new RegExp(`^${satLessons.length}\\. `) }).click()
    await expect(page).toHaveURL(new RegExp(`/college-courses/sat-prep/lesson/${satLessons.length}$`))
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('a lesson id that is not a number opens lesson 1', async ({ page }) => {
    await openPage(page, '/college-courses/application-prep/lesson/first')
    await expect(page.getByTestId('lesson-counter')).toHaveText(/^1 of \d+$/)
  })

  test('/college-prep lists the live programs at #programs and the college courses, all Coming Soon', async ({
    page,
  }) => {
    await openPage(page, '/college-prep#programs')
    for (const [title, price] of [
      ['SAT/ACT Prep', '$399'],
      ['College Application Workshop', '$299'],
      ['AP Support', '$199/month'],
    ] as const) {
      const card = page.getByRole('article', { name: title })
      await expect(card).toContainText(price)
      await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    }
    await expect(page.getByRole('article', { name: 'SAT/ACT Prep' })).toContainText('Tue and Thu, 2:00 PM CST')
    for (const course of fixturesOfType<Course>('course').filter((candidate) => candidate.kind === 'college')) {
      await expect(
        page.getByRole('article', { name: course.title }).getByRole('button', { name: 'Coming Soon' }),
      ).toBeDisabled()
    }
    await expectNoAxeViolations(page)
  })
})
