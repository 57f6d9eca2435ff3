import { beforeEach, describe, expect, it, vi } from 'vitest'

import { checkChosenResume, submitApplication } from '@/lib/careers/submit-application'
import { RESUME_MAX_BYTES } from '@/lib/validation'

const raised = vi.hoisted(() => ({ notify: vi.fn(() => Promise.resolve()), dismissToast: vi.fn() }))
vi.mock('@/lib/browser/notify', () => raised)

const file = (bytes: number, name = 'cv.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })

describe('résumé toasts clear when the résumé is put right', () => {
  beforeEach(() => {
    raised.notify.mockClear()
    raised.dismissToast.mockClear()
  })

  it('raises every résumé problem as the one résumé toast, so a new problem replaces the last', () => {
    checkChosenResume(file(RESUME_MAX_BYTES + 1))
    checkChosenResume(file(10, 'cv.txt'))
    const ids = raised.notify.mock.calls.map((call: unknown[]) => (call[3] as { id?: string } | undefined)?.id)
    expect(ids).toEqual(['careers-resume', 'careers-resume'])
  })

  it('takes down "Resume required" once an acceptable résumé is attached', async () => {
    await submitApplication(new FormData())
    expect(raised.notify).toHaveBeenCalledWith('Resume required', 'Please upload your resume', 'error', {
      id: 'careers-resume',
    })
    expect(checkChosenResume(file(10))).toBeNull()
    expect(raised.dismissToast).toHaveBeenCalledWith('careers-resume')
  })
})
