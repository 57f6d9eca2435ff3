/**
 * `npx tsx studio/scripts/welcome-packets.ts`: writes the two welcome-packet PDFs the programs page
 * offers (studio/fixtures/files/welcome-packet-k-5.pdf and welcome-packet-6-12.pdf). Re-run after
 * changing the texts below; the fixtures reference the files by path.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { makePdf, type PdfBlock } from './pdf'

const filesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'files')

const p = (text: string): PdfBlock => ({ kind: 'p', text })
const h = (text: string): PdfBlock => ({ kind: 'h', text })
const li = (text: string): PdfBlock => ({ kind: 'li', text })

const keyDates: PdfBlock[] = [
  h('Key dates for 2025-2026'),
  li('Virtual interest meetings: Sunday, August 10 and Sunday, August 24, 2025, at 2:00 PM CST.'),
  li('Fall semester begins: Tuesday, September 2, 2025.'),
  li('Last day of school: Friday, May 29, 2026.'),
  p('The full calendar, with holidays and family events, is on our events page and can be added to your own calendar.'),
]

const schedule: PdfBlock[] = [
  h('The weekly live schedule (all times CST)'),
  p('Monday, Wednesday and Friday'),
  li('9:30 Spanish; 10:30 Math; 11:30 ELA; 12:30 Science; 1:15 Lunch & Movement.'),
  p('Tuesday and Thursday'),
  li('9:30 Kiswahili; 10:30 Martial Arts, Debate or African-Centered World History.'),
  li('11:30 Finance & Business Innovation, Art or Digital Drawing; 12:30 Theater & Creative Writing or African Science & Invention.'),
  li('1:15 Lunch; 2:00 SAT/ACT Prep, Holistic Development or Game Development; 3:00 Study Hall or Extended Electives.'),
  p('Friday special'),
  li('9:30 Mindfulness & Holistic Health, plus alternating Portfolio and College Prep sessions at varying times.'),
]

const closing: PdfBlock[] = [
  h('We are here for you'),
  p('Questions before the first day? Write to hello@sankofa-academy.example or call (555) 010-2025, Monday to Friday, 9:00 AM to 5:00 PM CST. We look forward to learning with your family.'),
  p('Sankofa: it is not wrong to go back for that which you have forgotten.'),
]

const packets: Array<{ file: string; title: string; blocks: PdfBlock[] }> = [
  {
    file: 'welcome-packet-k-5.pdf',
    title: 'Welcome Packet: Grades K-5',
    blocks: [
      { kind: 'title', text: 'Welcome to Sankofa Academy: Grades K-5' },
      p('Dear families,'),
      p(
        'Karibu! We are so glad your child is joining our learning community. In our youngest classes, small live groups meet with caring educators who know every child by name. We sing, count, read and build together, and every lesson connects children with the history, languages and creativity of Africa and its diaspora.',
      ),
      p(
        'This packet tells you how a school day works, what to have ready at home and the dates to keep. Please read it together with your child: the first day goes more smoothly when young learners know what to expect.',
      ),
      h('What to prepare at home'),
      li('A laptop or tablet with a camera and microphone, charged before 9:00 AM, and a steady internet connection.'),
      li('Child-sized headphones, so your learner can hear clearly and the house can stay calm.'),
      li('A quiet, well-lit corner with a table and a chair, away from the television.'),
      li('Supplies: pencils, crayons, glue stick, child-safe scissors, a ruler and two spiral notebooks.'),
      li('A water bottle and a small snack for the 1:15 lunch and movement break.'),
      h('How you can help'),
      li('Log in five minutes early for the first two weeks and stay nearby to help with the camera and microphone.'),
      li('Ask your child to teach you one new word or idea from class each evening.'),
      li('Celebrate effort: a hug for trying hard matters more than a perfect worksheet.'),
      ...schedule,
      ...keyDates,
      ...closing,
    ],
  },
  {
    file: 'welcome-packet-6-12.pdf',
    title: 'Welcome Packet: Grades 6-12',
    blocks: [
      { kind: 'title', text: 'Welcome to Sankofa Academy: Grades 6-12' },
      p('Dear students and families,'),
      p(
        'Karibu! You are joining a community of young scholars who study rigorous academics through an African-centered lens. Our middle and high school classes are small and discussion-based: you will debate, write, build and present, and your educators will know your strengths and your goals.',
      ),
      p(
        'This packet explains how the school week runs, what to prepare and the key dates of the year. Students in grades 9-12 can also join our SAT/ACT preparation and college application programs.',
      ),
      h('What to prepare'),
      li('A laptop (a tablet alone is not enough for writing and coding), with a camera, a microphone and a reliable connection.'),
      li('Headphones with a microphone, and a quiet workspace where you can speak in discussions.'),
      li('Supplies: a graphing or scientific calculator, notebooks for each subject, pens and highlighters, a folder for your portfolio.'),
      li('A shared family calendar with class times, assignment dates and our holidays.'),
      h('Habits that help you succeed'),
      li('Join each class with your camera on and your materials ready; arrive two minutes early.'),
      li('Use the 3:00 PM study hall for homework and to ask educators for help.'),
      li('Keep your best work in your portfolio: you will present it on Portfolio Fridays and use it for college applications.'),
      ...schedule,
      ...keyDates,
      ...closing,
    ],
  },
]

for (const packet of packets) {
  const target = path.join(filesDir, packet.file)
  writeFileSync(target, makePdf(packet.blocks, { title: packet.title }))
  console.log(`wrote ${path.relative(process.cwd(), target)}`)
}
