/**
 * A learner's progress report as a PDF (docs/behaviour.md#family-account), in the same layout as the welcome
 * packets (lib/pdf/document.ts): the school's band, the learner and grade band, the period it covers and the date
 * it was printed, then each course with its share complete, the lessons completed with their dates and the best
 * exercise scores. Writing is left out: it is the learner's own text, read on the page, not printed for sharing.
 */
import { makePdf, type PdfBlock } from '@/lib/pdf/document'
import { formatDate } from '@/lib/school/clock'

import { gradeBandLabel, periodText, scoreText, type LearnerReport } from './report'

export function reportBlocks(report: LearnerReport, today: string): PdfBlock[] {
  const { learner, courses } = report
  const blocks: PdfBlock[] = [
    { kind: 'title', text: `Progress report: ${learner.name}`, subtitle: gradeBandLabel(learner.gradeBand) },
    {
      kind: 'table',
      rows: [
        ['Learner', learner.name],
        ['Grade band', gradeBandLabel(learner.gradeBand)],
        ['Period', periodText(report)],
        ['Printed', formatDate(today)],
      ],
    },
  ]
  if (courses.length === 0) {
    blocks.push({
      kind: 'p',
      text: `${learner.name} has not completed a lesson yet. Once they do, this report lists each course, the lessons completed and the best exercise scores.`,
    })
    return blocks
  }
  for (const course of courses) {
    blocks.push(
      { kind: 'h', text: course.title },
      {
        kind: 'p',
        text: `${course.percent}% complete: ${course.completedCount} of ${course.totalLessons} lessons.${
          course.lastActivity ? ` Last activity: ${formatDate(course.lastActivity)}.` : ''
        }`,
      },
    )
    if (course.completed.length > 0)
      blocks.push({
        kind: 'table',
        caption: 'Lessons completed',
        rows: course.completed.map((lesson): [string, string] => [formatDate(lesson.date), lesson.title]),
        labelWidth: 130,
      })
    if (course.scores.length > 0)
      blocks.push({
        kind: 'table',
        caption: 'Best exercise scores',
        rows: course.scores.map((score): [string, string] => [scoreText(score), score.title]),
        labelWidth: 130,
      })
  }
  return blocks
}

/** The report as a PDF file, printed on `today` ("YYYY-MM-DD", the school's clock). */
export function reportPdf(report: LearnerReport, today: string): Promise<Uint8Array<ArrayBuffer>> {
  const title = `Progress report: ${report.learner.name}`
  return makePdf(reportBlocks(report, today), { title, footer: `Sankofa Academy \u2022 ${title}` })
}
