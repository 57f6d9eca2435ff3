/**
 * `npx tsx studio/scripts/lesson-resources.ts`: writes the PDF handouts that video lessons offer as
 * downloadable resources (studio/fixtures/files/<name>.pdf), referenced from the lessons in
 * studio/fixtures/content.ndjson. The texts are written below; re-run after changing them.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { makePdf, type PdfBlock } from '../../lib/pdf/writer'

const filesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'files')

const handouts: Array<{ file: string; title: string; blocks: PdfBlock[] }> = [
  {
    file: 'kiswahili-greetings-phrase-sheet.pdf',
    title: 'Kiswahili Greetings Phrase Sheet',
    blocks: [
      {
        kind: 'title',
        text: 'Jambo! Greetings for Every Day',
        subtitle: 'Kiswahili Language & Culture \u2022 Lesson 1 phrase sheet',
      },
      {
        kind: 'p',
        text: 'Keep this sheet beside you while you practise. Say each greeting aloud, then its answer. A Kiswahili greeting is never rushed: stop, look at the person and ask about their day.',
      },
      {
        kind: 'table',
        caption: 'Greetings and their answers',
        labelWidth: 190,
        rows: [
          ['Jambo!', 'Hello! (friendly, everyday)'],
          ['Hujambo?', 'Are you well? (word for word: you have no trouble?)'],
          ['Sijambo.', 'I am well. (the answer to Hujambo?)'],
          ['Habari gani?', 'What news? How are things?'],
          ['Nzuri.', 'Good. (the usual answer to Habari?)'],
          ['Habari za asubuhi?', 'How is your morning?'],
          ['Shikamoo.', 'I greet you with respect. (to an elder)'],
          ['Marahaba.', 'Thank you, I accept your respect. (the elder\u2019s answer)'],
        ],
      },
      {
        kind: 'table',
        caption: 'Polite words',
        labelWidth: 190,
        rows: [
          ['Asante.', 'Thank you.'],
          ['Asante sana.', 'Thank you very much.'],
          ['Karibu.', 'Welcome. Also: you are welcome.'],
          ['Tafadhali.', 'Please.'],
          ['Kwa heri.', 'Goodbye (to one person).'],
          ['Kwa herini.', 'Goodbye (to more than one person).'],
        ],
      },
      { kind: 'h', text: 'Practise at home' },
      {
        kind: 'list',
        items: [
          'Greet a family member with Hujambo? every morning this week and teach them to answer Sijambo.',
          'Greet an older relative with Shikamoo and explain what it means. Ask them to answer Marahaba.',
          'Say Asante every time someone helps you today, and Karibu when you help someone.',
        ],
      },
    ],
  },
  {
    file: 'kiswahili-numbers-chart.pdf',
    title: 'Kiswahili Numbers Chart',
    blocks: [
      {
        kind: 'title',
        text: 'Counting from Moja to Kumi',
        subtitle: 'Kiswahili Language & Culture \u2022 Lesson 9 numbers chart',
      },
      { kind: 'p', text: 'Count on your fingers as you read: one hand for moja to tano, the other for sita to kumi.' },
      {
        kind: 'table',
        caption: 'One to ten',
        labelWidth: 120,
        rows: [
          ['1', 'moja'],
          ['2', 'mbili'],
          ['3', 'tatu'],
          ['4', 'nne (two n\u2019s)'],
          ['5', 'tano'],
          ['6', 'sita'],
          ['7', 'saba'],
          ['8', 'nane'],
          ['9', 'tisa'],
          ['10', 'kumi'],
        ],
      },
      {
        kind: 'table',
        caption: 'Bigger numbers',
        labelWidth: 120,
        rows: [
          ['11', 'kumi na moja (ten and one)'],
          ['12', 'kumi na mbili (ten and two)'],
          ['15', 'kumi na tano (ten and five)'],
          ['20', 'ishirini'],
        ],
      },
      { kind: 'h', text: 'Swahili time' },
      {
        kind: 'p',
        text: 'Many East Africans count the hours of the day from sunrise, at about six o\u2019clock. Seven in the morning, the first hour of daylight, is saa moja asubuhi (hour one of the morning). Eight in the morning is saa mbili. To find Swahili time, take six hours away from the clock time.',
      },
      {
        kind: 'table',
        caption: 'Clock time and Swahili time',
        labelWidth: 120,
        rows: [
          ['7:00 AM', 'saa moja asubuhi'],
          ['8:00 AM', 'saa mbili asubuhi'],
          ['9:00 AM', 'saa tatu asubuhi'],
          ['12:00 noon', 'saa sita mchana'],
        ],
      },
      { kind: 'h', text: 'Try it' },
      {
        kind: 'list',
        items: [
          'Count the stairs, spoons or steps in your home out loud in Kiswahili.',
          'Write today\u2019s date with the numbers in words, for example kumi na mbili for the 12th.',
          'Look at a clock at 10:00 AM and say the Swahili time: saa nne asubuhi.',
        ],
      },
    ],
  },
  {
    file: 'clay-pot-cooler-lab-sheet.pdf',
    title: 'Clay-Pot Cooler Lab Sheet',
    blocks: [
      {
        kind: 'title',
        text: 'Home Lab: Build a Clay-Pot Cooler',
        subtitle: 'African Science & Innovation \u2022 Lesson 9 lab sheet',
      },
      {
        kind: 'p',
        text: 'A pot-in-pot cooler, or zeer, keeps food cool without electricity. Water soaks through the damp sand and the clay and evaporates from the outside of the big pot. Evaporation takes heat away with it, so the inner pot cools down. Work with a grown-up: clay pots can be heavy and can crack.',
      },
      { kind: 'h', text: 'You need' },
      {
        kind: 'list',
        items: [
          'Two unglazed clay flowerpots, one small enough to sit inside the other with a gap of about two fingers',
          'Sand, enough to fill the gap',
          'Water and a jug',
          'A cotton cloth',
          'A little modelling clay to plug the drainage holes',
          'A thermometer and a clock',
        ],
      },
      { kind: 'h', text: 'Steps' },
      {
        kind: 'list',
        items: [
          'Plug the holes in the bottoms of both pots with modelling clay.',
          'Pour a layer of sand into the big pot and set the small pot on top of it.',
          'Fill the gap around the small pot with sand.',
          'Pour water slowly into the sand until it is damp all the way through.',
          'Cover the top with a damp cloth and set the cooler somewhere warm and breezy, out of direct sun.',
          'Keep the sand damp: add a little water morning and evening.',
        ],
      },
      { kind: 'h', text: 'Your prediction' },
      {
        kind: 'p',
        text: 'Before you start, write down how many degrees cooler you think the inside will be after one hour, and why.',
      },
      {
        kind: 'table',
        caption: 'Record your measurements',
        labelWidth: 160,
        rows: [
          ['Start: air temperature', '________'],
          ['Start: inside the small pot', '________'],
          ['After 30 minutes: inside', '________'],
          ['After 1 hour: inside', '________'],
          ['After 1 hour: air', '________'],
          ['Difference after 1 hour', '________'],
        ],
      },
      { kind: 'h', text: 'Think like a scientist' },
      {
        kind: 'list',
        items: [
          'Was your prediction close? What might explain the difference?',
          'What do you think happens if the sand dries out? Test it on another day.',
          'Would the cooler work as well on a humid day as on a dry day? Explain your thinking.',
        ],
      },
    ],
  },
]

for (const handout of handouts) {
  const target = path.join(filesDir, handout.file)
  const pdf = makePdf(handout.blocks, { title: handout.title, footer: `Sankofa Academy \u2022 ${handout.title}` })
  if (pdf.byteLength > 20 * 1024)
    throw new Error(`${handout.file} is ${pdf.byteLength} bytes; keep each handout under 20 KB`)
  writeFileSync(target, pdf)
  console.log(`wrote ${path.relative(process.cwd(), target)} (${pdf.byteLength} bytes)`)
}
