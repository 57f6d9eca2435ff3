import { editTarget, keyedPath, singletonSource } from '@/lib/content/edit-target'
import { SCHOOL_TIME_ZONE_LABEL } from '@/lib/school/clock'
import { scheduleRows, type DayGroup } from '@/lib/school/schedule'

/**
 * The weekly live schedule as one table: a row per start time (its header cell), a column per day
 * group. On a phone the columns narrow and the subjects wrap inside their cells, so the page never
 * scrolls sideways. In draft mode a click on a class opens that slot of the weekly schedule in the Studio.
 */
export function ScheduleTable({ groups, preview }: { groups: readonly DayGroup[]; preview: boolean }) {
  const rows = scheduleRows(groups)
  const notes = groups.filter((group) => group.note)
  return (
    <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl border-2 border-sand-dark bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
        <caption className="bg-forest px-4 py-3 text-left font-semibold text-cream">
          Weekly live schedule. All times {SCHOOL_TIME_ZONE_LABEL}.
        </caption>
        <colgroup>
          <col className="w-[4.75rem] sm:w-32" />
          {groups.map((group) => (
            <col key={group._key} />
          ))}
        </colgroup>
        <thead className="bg-sand">
          <tr>
            <th scope="col" className="px-2 py-3 font-semibold sm:px-4">
              Time ({SCHOOL_TIME_ZONE_LABEL})
            </th>
            {groups.map((group) => (
              <th key={group._key} scope="col" className="px-2 py-3 font-semibold break-words sm:px-4">
                {group.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time} className="border-t border-sand-dark align-top">
              <th scope="row" className="px-2 py-3 font-semibold whitespace-nowrap text-forest sm:px-4">
                <time dateTime={row.time}>{row.label}</time>
              </th>
              {row.cells.map((slot, index) => {
                const group = groups[index]
                const subjects = slot?.subjects ?? []
                return (
                  <td
                    key={group?._key ?? index}
                    className="px-2 py-3 break-words hyphens-auto sm:px-4"
                    {...(slot && group ? editTarget(preview, slotSource(group._key, slot._key)) : {})}
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
