import type { Avatar } from '@/lib/validation'

/** What each avatar shows, said to a screen reader where the drawing stands alone. */
export const AVATAR_LABELS: Record<Avatar, string> = {
  baobab: 'Baobab tree',
  lion: 'Lion',
  elephant: 'Elephant',
  giraffe: 'Giraffe',
  zebra: 'Zebra',
  drum: 'Drum',
  star: 'Star',
  sun: 'Sun',
}
