import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeStudentInfo, dialogs, openStudentInfo } from '../../../stores/dialogs'
import { cancelStudentInfo, continueToPendingDestination, navigation } from './flows'
import { rememberPendingDestination, takePendingDestination } from './pending-destination'

afterEach(() => {
  closeStudentInfo()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('the protected page the gate held back for the student profile', () => {
  it('opens once the profile is saved', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
    rememberPendingDestination('/choice?keyword=%E5%A4%A7%E5%AD%A6')
    continueToPendingDestination()
    expect(assign).toHaveBeenCalledWith('/choice?keyword=%E5%A4%A7%E5%AD%A6')
  })

  it('leaves the student where they are when none was held back', () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
    continueToPendingDestination()
    expect(assign).not.toHaveBeenCalled()
  })

  it('is given up when the profile dialog is closed unsaved', () => {
    rememberPendingDestination('/choice')
    openStudentInfo()
    cancelStudentInfo()
    expect(dialogs.studentInfo.open).toBe(false)
    expect(takePendingDestination()).toBeUndefined()
  })
})
