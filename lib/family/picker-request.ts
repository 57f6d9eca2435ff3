/**
 * Whether the "Who is learning?" picker is asked for, and whether the work done on this device before a learner
 * was chosen goes to the learner chosen in it. A store outside React, so whatever asks (the header's switch, a
 * learning page's first visit) and the picker that answers need not sit in one component.
 */
export interface PickerRequest {
  readonly keepsDeviceWork: boolean
}

let request: PickerRequest | null = null
const listeners = new Set<() => void>()

function set(next: PickerRequest | null) {
  request = next
  for (const listener of [...listeners]) listener()
}

export const pickerRequest = (): PickerRequest | null => request
export const openPicker = (keepsDeviceWork: boolean): void => set({ keepsDeviceWork })
export const closePicker = (): void => set(null)

export function subscribePickerRequest(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
