import type { WEEKLY_SCHEDULE_QUERY_RESULT } from '@/lib/content/sanity.types'

import { formatClockTime, parseClockTime } from './clock'

export type DayGroup = NonNullable<WEEKLY_SCHEDULE_QUERY_RESULT>['dayGroups'][number]
export type ScheduleSlot = DayGroup['slots'][number]

export interface ScheduleRow {
  /** "09:30" */
  time: string
  /** "9:30 AM" */
  label: string
  /** One cell per day group, in the groups' order: that group's slot at this time, or null when it has none. */
  cells: ReadonlyArray<ScheduleSlot | null>
}

/**
 * The weekly schedule as table rows: every start time any day group uses, in time order, with
 * each group's slot at that time (an empty cell where a group has no class then).
 */
export function scheduleRows(groups: readonly DayGroup[]): ScheduleRow[] {
  const times = new Map<number, string>()
  for (const group of groups) {
    for (const slot of group.slots) {
      const minutes = parseClockTime(slot.time)
      if (minutes !== null && !times.has(minutes)) times.set(minutes, slot.time)
    }
  }
  return [...times.entries()]
    .sort(([a], [b]) => a - b)
    .map(([minutes, time]) => ({
      time,
      label: formatClockTime(time),
      cells: groups.map((group) => group.slots.find((slot) => parseClockTime(slot.time) === minutes) ?? null),
    }))
}

export interface DaySchedule {
  group: DayGroup
  /** The group's classes in time order, each with its shown time ("9:30 AM"); a slot without a valid time is left out. */
  slots: ReadonlyArray<{ slot: ScheduleSlot; time: string; label: string }>
}

/**
 * The weekly schedule one day group at a time, for phones: the table's columns are too narrow there for subject
 * names, so each group is listed on its own (docs/behaviour.md#weekly-schedule). The same slots as the table.
 */
export function scheduleByDay(groups: readonly DayGroup[]): DaySchedule[] {
  return groups.map((group) => ({
    group,
    slots: group.slots
      .map((slot) => ({ slot, minutes: parseClockTime(slot.time) }))
      .filter((entry): entry is { slot: ScheduleSlot; minutes: number } => entry.minutes !== null)
      .sort((a, b) => a.minutes - b.minutes)
      .map(({ slot }) => ({ slot, time: slot.time, label: formatClockTime(slot.time) })),
  }))
}
