/**
 * A learner's reflection for the Kiswahili course's writing lesson ("Reflection: Greetings and Respect"), as a
 * child might write it: exactly 100 words, most of them different, so it meets the lesson's minimum and its
 * variety check. `reflectionWords(n)` gives its first n words, for the cases just under the minimum.
 */
export const GREETINGS_REFLECTION =
  'In my family, greetings come before everything else. When my grandmother visits, my brother and I stand up, ' +
  'walk to her, and say Shikamoo. She smiles and answers Marahaba and asks how school is going. My father ' +
  'shakes hands with our neighbours and asks about their children before talking about anything else. ' +
  'I once thought this took too long, but now I understand that it shows people they matter. When friends ' +
  'come over, my mother calls Karibu even if she is busy. I want to keep these habits when I ' +
  'grow up, because respect is something we practise every day.'

export const reflectionWords = (count: number): string => GREETINGS_REFLECTION.split(/\s+/).slice(0, count).join(' ')
