import { PUBLISHED } from '@/lib/content/loader'
import { calendarResponse } from '@/lib/school/calendar-file'
import { loadCalendar } from '@/lib/school/content'
import { entryIcsFileName } from '@/lib/school/ics'

/** /events/<entry>.ics: one event of the academic calendar, for "Add to calendar". */

export const dynamic = 'force-static'
export const dynamicParams = false

export async function generateStaticParams() {
  return (await loadCalendar(PUBLISHED)).map((entry) => ({ file: entryIcsFileName(entry) }))
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params
  const entry = (await loadCalendar(PUBLISHED)).find((candidate) => entryIcsFileName(candidate) === file)
  if (!entry)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return calendarResponse([entry], file)
}
