import { editTargets, keyedPath, singletonSource } from '@/lib/content/edit-target'
import { SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import { scheduleByDay, scheduleRows, type DayGroup } from '@/lib/school/schedule'

/**
 * The weekly live schedule (docs/behaviour.md#weekly-schedule). From the sm breakpoint up, one table: a row per start
 * time (its header cell), a column per day group. On a phone three columns leave no room for a subject name
 * ("Development" broke mid-word), so there each day group is listed on its own instead; only one of the two is
 * displayed, so a screen reader meets the schedule once. In draft mode a click on a class opens that slot of the
 * weekly schedule in the Studio.
 */
export function ScheduleTable({ groups }: { groups: readonly DayGroup[] }) {
  const rows = scheduleRows(groups)
  const notes = groups.filter((group) => group.note)
  return (
    <>
      <ScheduleByDay groups={groups} />
      <ScheduleGrid groups={groups} rows={rows} notes={notes} />
    </>
  )
}

const caption = `Weekly live schedule. All times ${SCHOOL_TIME_ZONE_LABEL}.`

/** Phones: one card per day group, its classes in time order, with the group's note. */
async function ScheduleByDay({ groups }: { groups: readonly DayGroup[] }) {
  const edit = await editTargets()
  return (
    <div className="space-y-4 sm:hidden" data-testid="schedule-by-day">
      <p className="rounded-2xl bg-forest px-4 py-3 font-semibold text-cream">{caption}</p>
      {scheduleByDay(groups).map(({ group, slots }) => (
        <section
          key={group._key}
          aria-labelledby={`schedule-day-${group._key}`}
          className="overflow-hidden rounded-3xl border-2 border-sand-dark bg-white shadow-sm"
        >
          <h3 id={`schedule-day-${group._key}`} className="bg-sand px-4 py-3 font-semibold text-ink">
            {group.label}
          </h3>
          <dl>
            {slots.map(({ slot, time, label }) => (
              <div
                key={slot._key}
                className="flex gap-3 border-t border-sand-dark px-4 py-3"
                {...edit(slotSource(group._key, slot._key))}
              >
                <dt className="w-20 shrink-0 font-semibold text-forest">
                  <time dateTime={time}>{label}</time>
                </dt>
                <dd className="min-w-0">
                  <ul className="space-y-1">
                    {slot.subjects.map((subject) => (
                      <li key={subject}>{subject}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
          {group.note && (
            <p className="border-t-2 border-sand-dark bg-cream px-4 py-3 text-sm text-muted">{group.note}</p>
          )}
        </section>
      ))}
    </div>
  )
}

type GridProps = {
  groups: readonly DayGroup[]
  rows: ReturnType<typeof scheduleRows>
  notes: readonly DayGroup[]
}

/** From the sm breakpoint: the whole week as one table. */
async function ScheduleGrid({ groups, rows, notes }: GridProps) {
  const edit = await editTargets()
  return (
    <div className="mx-auto hidden max-w-5xl overflow-hidden rounded-3xl border-2 border-sand-dark bg-white shadow-sm sm:block">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="bg-forest px-4 py-3 text-left font-semibold text-cream">{caption}</caption>
        <colgroup>
          <col className="w-32" />
          {groups.map((group) => (
            <col key={group._key} />
          ))}
        </colgroup>
        <thead className="bg-sand">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Time ({SCHOOL_TIME_ZONE_LABEL})
            </th>
            {groups.map((group) => (
              <th key={group._key} scope="col" className="px-4 py-3 font-semibold break-words">
                {group.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time} className="border-t border-sand-dark align-top">
              <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-forest">
                <time dateTime={row.time}>{row.label}</time>
              </th>
              {row.cells.map((slot, index) => {
                const group = groups[index]
                const subjects = slot?.subjects ?? []
                return (
                  <td
                    key={group?._key ?? index}
                    className="px-4 py-3 break-words"
                    {...(slot && group ? edit(slotSource(group._key, slot._key)) : {})}
                  >
                    {subjects.length === 0 ? (
                      <span className="text-muted">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">No class</span>
                      </span>
                    ) : (
                      <ul className="space-y-1">
                        {subjects.map((subject) => (
                          <li key={subject}>{subject}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {notes.length > 0 && (
        <ul className="space-y-1 border-t-2 border-sand-dark bg-cream px-4 py-3 text-sm text-muted">
          {notes.map((group) => (
            <li key={group._key}>
              <strong className="text-ink">{group.label}:</strong> {group.note}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A slot in the weekly schedule singleton, by the keys of its day group and itself. */
const slotSource = (groupKey: string, slotKey: string) =>
  singletonSource('weeklySchedule', `${keyedPath('dayGroups', groupKey)}.${keyedPath('slots', slotKey)}`)
