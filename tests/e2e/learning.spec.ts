import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { expect, test, type Page } from '@playwright/test'

import { LOCAL_PREVIEW_STAND_IN_SECRET } from '../playwright.config'
import { watchPageProblems } from '../support/csp-watch'
import { fixtureById, fixturesOfType } from '../support/e2e-content'
import { expectNoAxeViolations, openPage } from '../support/e2e-page'
import { GREETINGS_REFLECTION, reflectionWords } from '../support/reflection'

/** The preview ribbon's words after its "Preview" label (app/_components/learning/CourseView.tsx). */
const PREVIEW_RIBBON = 'This course is coming soon and not open for enrolment yet. Its lessons are free to try.'

/** The self-paced catalogue and quiz, every lesson type in the course player, the college players. */

type Scenario = { situation: string; options: string[]; correctIndex: number; explanation: string }
type Lesson = {
  _key: string
  _type: string
  title: string
  transcript?: string
  resources?: Array<{ title: string }>
  scenarios?: Scenario[]
  rightAnswerPraise?: string
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

const exercise = lessons[2]!

/** Answers the Kiswahili course's first exercise with exactly `right` correct answers, then Complete Exercise. */
async function answerExercise(page: Page, right: number) {
  for (const [index, scenario] of exercise.scenarios!.entries()) {
    const pick = index < right ? scenario.correctIndex : (scenario.correctIndex + 1) % scenario.options.length
    await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').nth(pick).click()
    await page
      .getByRole('button', { name: index === exercise.scenarios!.length - 1 ? 'Complete Exercise' : 'Next Scenario' })
      .click()
  }
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
      // Coming Soon: the link into the player says it opens a preview.
      expect(course.comingSoon).toBe(true)
      await expect(card.getByRole('link', { name: /^Preview the course\b/ })).toHaveAttribute(
        'href',
        `/course/${course.slug.current}`,
      )
      await expect(card.getByRole('link', { name: /Explore the lessons/ })).toHaveCount(0)
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
    const result = dialog.getByRole('heading', { name: 'African-Centered Mathematics' })
    await expect(result).toBeVisible()
    // The result takes the focus and is announced.
    await expect(result).toBeFocused()
    await expect(dialog.getByText('We recommend African-Centered Mathematics.')).toBeAttached()
    // The course is Coming Soon: the spec's button stays, and the line under it says what it opens.
    const start = dialog.getByRole('link', { name: 'Start This Course' })
    await expect(start).toHaveAccessibleDescription('Coming soon: its lessons are free to try now.')
    await expect(dialog.getByText('Coming soon: its lessons are free to try now.')).toBeVisible()
    await start.click()
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
    // The course is Coming Soon: the player says it is a preview.
    expect(kiswahili.comingSoon).toBe(true)
    await expect(page.getByRole('note').filter({ hasText: PREVIEW_RIBBON })).toHaveText(`Preview${PREVIEW_RIBBON}`)
  })

  test('video with no video yet: no pretend player; the transcript first, the video said to be coming; Mark as Complete kept and counted', async ({
    page,
    request,
  }) => {
    await openPage(page, `${COURSE}/lesson/1`)
    await expect(page).toHaveTitle(new RegExp(`^${lessons[0]!.title}: `))
    const lesson = page.getByRole('article')
    await expect(lesson.getByText('The video for this lesson is coming soon.')).toBeVisible()
    // Nothing pretends to play: no play button, no clock, no "Playing", no player at all.
    await expect(lesson.getByRole('button', { name: /Play video|Pause video/ })).toHaveCount(0)
    await expect(lesson.getByText(/2:45|8:30|Playing|Paused/)).toHaveCount(0)
    await expect(lesson.locator('video, iframe')).toHaveCount(0)
    // The transcript is open without asking, after the notice.
    await expect(lesson.getByRole('heading', { name: 'Transcript' })).toBeVisible()
    await expect(lesson.getByText(lessons[0]!.transcript!.slice(0, 40))).toBeVisible()
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

  test('exercise: each answer locks with its feedback, said in words and marks as well as colour', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/3`)
    const scenario = exercise.scenarios![0]!
    await expect(
      page.getByText(`Get at least 60 % (3 of ${exercise.scenarios!.length}) right to complete this exercise.`),
    ).toBeVisible()
    const options = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button')
    const wrong = (scenario.correctIndex + 1) % scenario.options.length
    await options.nth(wrong).click()
    await expect(page.getByText('Not quite right. Read the explanation to learn more.')).toBeVisible()
    await expect(page.getByText(scenario.explanation)).toBeVisible()
    // The chosen and the right option say so in words (with a cross and a check beside them), not by colour alone.
    await expect(options.nth(wrong)).toContainText('Your answer: incorrect')
    await expect(options.nth(wrong).locator('svg')).toHaveCount(1)
    await expect(options.nth(scenario.correctIndex)).toContainText('Correct answer')
    await expect(options.nth(scenario.correctIndex).locator('svg')).toHaveCount(1)
    await expect(page.getByRole('status').locator('svg')).toHaveCount(1)
    // Locked: another choice changes nothing.
    await options.nth(scenario.correctIndex).dispatchEvent('click')
    await expect(options.nth(wrong)).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Next Scenario' }).click()
    const next = exercise.scenarios![1]!
    await options.nth(next.correctIndex).click()
    await expect(page.getByText('Correct! Great understanding of the cultural context.')).toBeVisible()
    await expect(options.nth(next.correctIndex)).toContainText('Your answer: correct')
  })

  test('exercise: a right answer is praised in the words of its own course, not a shared sentence', async ({
    page,
  }) => {
    const history = fixtureById<Course>('course-sat-african-history').modules.flatMap((module) => module.lessons)
    const number = history.findIndex((lesson) => lesson.title.startsWith('Practice Set: Words in Context')) + 1
    const words = history[number - 1]!
    await openPage(page, `/college-courses/sat-african-history/lesson/${number}`)
    const options = page.getByRole('group', { name: 'Choose an answer' }).getByRole('button')
    await options.nth(words.scenarios![0]!.correctIndex).click()
    await expect(page.getByRole('status').getByText(`Correct! ${words.rightAnswerPraise}`)).toBeVisible()
    await expect(page.getByText('Great understanding of the cultural context.')).toHaveCount(0)
  })

  test('exercise: 1 of 4 is recorded but not completed; 3 of 4 completes it; Try Again keeps the best', async ({
    page,
  }) => {
    await openPage(page, `${COURSE}/lesson/3`)
    const total = exercise.scenarios!.length
    expect(total).toBe(4)
    const exerciseLink = page.getByRole('link', { name: new RegExp(`^3\\. ${exercise.title}`) })

    await answerExercise(page, 1)
    await expect(page.getByRole('heading', { name: 'You got 1 of 4 correct' })).toBeVisible()
    await expect(page.getByText('Keep practicing!')).toBeVisible()
    await expect(
      page.getByText('Not completed yet. Get at least 60 % (3 of 4) right to complete this exercise.'),
    ).toBeVisible()
    await expect(page.getByTestId('exercise-best')).toHaveText('Your best score: 1 of 4')
    await expect(page.getByText('Completed', { exact: true })).toHaveCount(0)
    await expect(exerciseLink).toHaveAccessibleName(/\(not completed\)/)
    await expect(page.getByTestId('course-percent')).toHaveText('0%')
    // Moving on from an exercise does not complete it either.
    await expect(page.getByRole('button', { name: 'Complete and Continue' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByText(`Scenario 1 of ${total}`)).toBeVisible()
    await expect(page.getByTestId('exercise-best')).toHaveText('Your best score: 1 of 4')
    await answerExercise(page, 3)
    await expect(page.getByRole('heading', { name: 'You got 3 of 4 correct' })).toBeVisible()
    await expect(page.getByText('Good effort!')).toBeVisible()
    await expect(page.getByText('Exercise completed.')).toBeVisible()
    await expect(page.getByText('Completed', { exact: true })).toBeVisible()
    await expect(exerciseLink).toHaveAccessibleName(/\(completed\)/)
    await expect(page.getByTestId('course-percent')).toHaveText('6%')

    // A worse attempt keeps the best and the completion, also after a reload.
    await page.getByRole('button', { name: 'Try Again' }).click()
    await answerExercise(page, 0)
    await expect(page.getByRole('heading', { name: 'You got 0 of 4 correct' })).toBeVisible()
    await expect(page.getByTestId('exercise-best')).toHaveText('Your best score, kept: 3 of 4')
    await expect(page.getByText('Exercise completed.')).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('exercise-best')).toHaveText('Your best score: 3 of 4')
    await expect(page.getByText('Exercise completed.')).toBeVisible()
    await expect(page.getByTestId('course-percent')).toHaveText('6%')
    await expectNoAxeViolations(page)
  })

  test('writing: Submit from 100 words, Save Draft kept, completion disables the text', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/4`)
    expect(lessons[3]!.minimumWords).toBe(100)
    const text = page.getByLabel('Your reflection')
    const submit = page.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled()
    await text.fill(reflectionWords(96))
    await expect(page.getByText('96 words. Please write at least 100 words for your reflection.')).toBeVisible()
    await expect(text).toHaveAccessibleDescription('96 words. Please write at least 100 words for your reflection.')
    // Only the requirement is announced as it changes: a count in the live region was read out at every word.
    await expect(page.getByRole('main').locator('[aria-live="polite"]').filter({ hasText: 'words' })).toHaveText([
      'Please write at least 100 words for your reflection.',
    ])
    await expect(submit).toBeDisabled()
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText('Draft saved successfully!')).toBeVisible()
    await page.reload()
    await expect(text).toHaveValue(reflectionWords(96))
    await text.fill(GREETINGS_REFLECTION)
    await expect(submit).toBeEnabled()
    await expectNoAxeViolations(page)
    await submit.click()
    // The product's praise, with what earned it beside it; where the text is kept too (local mode: no accounts).
    const done = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Writing exercise completed! Great reflection!' })
    await expect(done).toContainText('Submitted: 100 words (76 different), the 100-word minimum.')
    await expect(done).toContainText('Your reflection is kept in this browser only.')
    await expect(text).toBeDisabled()
  })

  test('writing: a draft kept under the course’s URL name still opens, kept by the course’s id from then on', async ({
    page,
  }) => {
    // Drafts were kept by URL name before; a child's saved text must survive that and any later rename.
    const lesson = lessons[3]!
    const byName = `sankofa.writing.kiswahili-language-culture.${lesson._key}`
    const byId = `sankofa.writing.course-kiswahili-language-culture.${lesson._key}`
    await openPage(page, `${COURSE}/lesson/4`)
    await page.evaluate(([key, text]) => window.localStorage.setItem(key!, text!), [byName, reflectionWords(42)])
    await page.reload()
    await expect(page.getByLabel('Your reflection')).toHaveValue(reflectionWords(42))
    const kept = await page.evaluate(() =>
      Object.fromEntries(Object.keys(window.localStorage).map((key) => [key, window.localStorage.getItem(key)])),
    )
    expect(kept[byId]).toBe(reflectionWords(42))
    expect(kept).not.toHaveProperty(byName)
  })

  test('writing: the rubric is a self-check, and the same word a hundred times earns no praise', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/4`)
    await expect(
      page.getByText('These points are for checking your own reflection before you submit. No teacher marks it'),
    ).toBeVisible()
    await page.getByLabel('Your reflection').fill('blah '.repeat(110).trim())
    await expect(
      page.getByText(
        '110 words. Your reflection repeats the same words: use at least 40 different words, in your own sentences.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()
    await expect(page.getByText(/Great reflection/)).toHaveCount(0)
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

  test('choosing a lesson, Continue or Previous Lesson puts focus on the new lesson’s title', async ({ page }) => {
    await openPage(page, `${COURSE}/lesson/2`)
    await page.getByRole('link', { name: new RegExp(`^4\\. ${lessons[3]!.title}`) }).click()
    await expect(page).toHaveURL(new RegExp(`${COURSE}/lesson/4$`))
    const title = page.getByRole('heading', { level: 2, name: lessons[3]!.title })
    await expect(title).toBeFocused()
    await expect(title).toBeInViewport()
    // A writing lesson is completed by submitting it: moving on leaves it as it is.
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${COURSE}/lesson/5$`))
    await expect(page.getByRole('heading', { level: 2, name: lessons[4]!.title })).toBeFocused()
    await expect(page.getByTestId('course-percent')).toHaveText('0%')
    await page.getByRole('link', { name: 'Previous Lesson' }).click()
    await expect(page.getByRole('heading', { level: 2, name: lessons[3]!.title })).toBeFocused()
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

test.describe('video lessons with a video (a draft course in local preview)', () => {
  const ARTS = '/course/african-arts-crafts'
  type DraftLesson = { _key: string; title: string; videoUrl?: string }
  type DraftCourse = { modules: Array<{ lessons: DraftLesson[] }> }
  // The draft (studio/fixtures/drafts.ndjson) gives two of the course's video lessons a YouTube and a Vimeo link.
  const draft = (
    readFileSync(fileURLToPath(new URL('../../studio/fixtures/drafts.ndjson', import.meta.url)), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { _id: string })
      .find((document) => document._id === 'drafts.course-african-arts-crafts') as unknown as DraftCourse
  ).modules.flatMap((module) => module.lessons)

  test('a YouTube and a Vimeo lesson load their privacy-enhanced player only when asked, within the site’s policy', async ({
    page,
  }) => {
    const problems = await watchPageProblems(page)
    const requested: string[] = []
    await page.route(/youtube|ytimg|googlevideo|vimeo/, async (route) => {
      requested.push(route.request().url())
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' })
    })
    const youtube = draft.find((lesson) => lesson._key === 'l1')!
    await openPage(
      page,
      `/api/draft-mode/enable?secret=${LOCAL_PREVIEW_STAND_IN_SECRET}&redirect=${encodeURIComponent(`${ARTS}/lesson/1`)}`,
    )
    await expect(page).toHaveURL(new RegExp(`${ARTS}/lesson/1$`))
    const play = page.getByRole('button', { name: `Play video: ${youtube.title}. Plays from YouTube` })
    await expect(play).toBeVisible()
    await expect(page.getByText('The video for this lesson is coming soon.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Show Transcript' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await play.click()
    await expect(page.locator(`iframe[title="${youtube.title}"]`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/sKfAdinkra1?autoplay=1&rel=0',
    )
    await expect
      .poll(() => requested.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true)

    const vimeo = draft.find((lesson) => lesson._key === 'l4')!
    await openPage(page, `${ARTS}/lesson/4`)
    await page.getByRole('button', { name: `Play video: ${vimeo.title}. Plays from Vimeo` }).click()
    await expect(page.locator(`iframe[title="${vimeo.title}"]`)).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/900100200?dnt=1&autoplay=1',
    )
    await expect.poll(() => requested.some((url) => url.startsWith('https://player.vimeo.com/video/'))).toBe(true)
    expect(await problems.violations()).toEqual([])
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
    await expect(page.getByRole('note').filter({ hasText: PREVIEW_RIBBON })).toBeVisible()
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
      const card = page.getByRole('article', { name: course.title })
      await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
      await expect(card.getByRole('link', { name: /^Preview the course\b/ })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
})
