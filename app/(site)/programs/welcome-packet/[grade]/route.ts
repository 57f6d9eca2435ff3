import { loadWelcomePacketContent } from '@/lib/school/content'
import { currentSchoolDay } from '@/lib/school/school-day'
import {
  WELCOME_PACKET_GRADES,
  welcomePacketFileName,
  welcomePacketGrade,
  welcomePacketPdf,
} from '@/lib/school/welcome-packets'

/**
 * /programs/welcome-packet/<grades>: a welcome packet as a PDF download (docs/behaviour.md#welcome-packets),
 * written from the published school year, weekly schedule, contact details and Head of School. Static: built
 * for one school day (what it offers depends on the date, lib/school/school-day.ts) and kept until the day ends
 * or a publish of one of those documents expires the content reads' cache tags.
 */

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return WELCOME_PACKET_GRADES.map((grade) => ({ grade }))
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export async function GET(_request: Request, context: { params: Promise<{ grade: string }> }) {
  const requested = (await context.params).grade
  const grade = welcomePacketGrade(requested)
  if (!grade || grade !== requested) return notFound()
  const content = await loadWelcomePacketContent(await currentSchoolDay())
  if (!content) return notFound()
  return new Response(await welcomePacketPdf(grade, content), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${welcomePacketFileName(grade)}"`,
    },
  })
}
