import { Form } from '@douyinfe/semi-ui'
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form'
import { NICK_NAME_MAX_LENGTH, VALIDATION_TEXT } from '@gaokao/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dictsQueryOptions } from '../../../api/reference/dicts'
import type { GaokaoProvinceOption } from '../../../api/reference/gaokao-provinces'
import { regionsQueryOptions } from '../../../api/reference/regions'
import type { StudentFormValues } from '../lib/student-form'
import { StudentFormFields } from './StudentFormFields'

const PROVINCES: GaokaoProvinceOption[] = [
  { value: '江苏', label: '江苏', gkms: '3+1+2' },
  { value: '山东', label: '山东', gkms: '3+3' },
]

/**
 * The full student form (docs/spec-rules.md, Screens and Validation) in a Semi form, with the site data it
 * reads already in the cache (the dictionaries fall back to the contracts'
 * lists).
 */
function renderForm(initValues: StudentFormValues) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(regionsQueryOptions().queryKey, [
    { value: '320000', label: '江苏省', children: [{ value: '320100', label: '南京市' }] },
  ])
  queryClient.setQueryData(dictsQueryOptions().queryKey, {})
  const form: { api?: FormApi<StudentFormValues> } = {}
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <Form<StudentFormValues> initValues={initValues} getFormApi={(api) => (form.api = api)}>
        {({ values }) => (
          <StudentFormFields
            full
            mode={PROVINCES.find((p) => p.value === values.province)?.gkms}
            provinces={PROVINCES}
          />
        )}
      </Form>
    </QueryClientProvider>,
  )
  return { container, form }
}

/** The form validated all at once as a save would: returns the messages shown. */
async function validate(initValues: StudentFormValues): Promise<string[]> {
  const { container, form } = renderForm(initValues)
  await act(async () => {
    await form.api?.validate().catch(() => undefined)
  })
  return [...container.querySelectorAll('.semi-form-field-error-message')].map((e) => e.textContent ?? '')
}

describe('the name’s length (docs/spec-rules.md, Validation: a maximum length, and the count shown)', () => {
  it('stops the name at 20 characters and shows how many are used as it changes', async () => {
    const { container, form } = renderForm({ nickName: '张三' })
    const input = container.querySelector<HTMLInputElement>('input#nickName')
    expect(input?.maxLength).toBe(NICK_NAME_MAX_LENGTH)
    expect(NICK_NAME_MAX_LENGTH).toBe(20)
    const field = input?.closest('.semi-input-wrapper')
    expect(field?.textContent).toContain('2/20')
    await act(async () => form.api?.setValue('nickName', '欧阳张三丰'))
    expect(field?.textContent).toContain('5/20')
    expect(field?.textContent).not.toContain('2/20')
  })
})

describe('the student form’s messages (docs/spec-rules.md, Validation), exactly', () => {
  it('says {field}不能为空 in Chinese for the generic required rule', () => {
    expect(VALIDATION_TEXT.required('姓名')).toBe('姓名不能为空')
  })

  it('asks for every required field of an empty form, each with its own text', async () => {
    const shown = await validate({})
    expect(shown).toEqual(
      expect.arrayContaining([
        VALIDATION_TEXT.required('姓名'),
        VALIDATION_TEXT.required('性别'),
        VALIDATION_TEXT.required('民族'),
        VALIDATION_TEXT.required('应届/往届'),
        VALIDATION_TEXT.required('外语语种'),
        VALIDATION_TEXT.localityRequired,
        VALIDATION_TEXT.provinceRequired,
        VALIDATION_TEXT.required('高考年份'),
        VALIDATION_TEXT.scoreRequired,
      ]),
    )
    expect(shown).toContain('请选择学校所在地')
    expect(shown).toContain('请选择省份')
    // 民族名称 is asked for only when the nation is 其他.
    expect(shown).not.toContain(VALIDATION_TEXT.required('民族名称'))
  })

  it('asks for the nation’s name when the nation is 其他', async () => {
    const shown = await validate({ nation: '其他' })
    expect(shown).toContain(VALIDATION_TEXT.required('民族名称'))
    expect(shown).not.toContain(VALIDATION_TEXT.required('民族'))
  })

  it('says nothing of what is filled in: a complete 3+1+2 profile passes', async () => {
    const shown = await validate({
      nickName: '张三',
      sex: '男',
      nation: '汉族',
      freshGraduate: '1',
      language: '英语',
      localArea: ['320000', '320100'],
      province: '江苏',
      gkYear: 2027,
      firstSubject: '物',
      secondSubjectList: ['化', '生'],
      score: '600',
    })
    expect(shown).toEqual([])
  })
})

describe('the subject groups take only their count (the same rule as the quick box)', () => {
  const disabledOf = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLInputElement>('.semi-checkbox input[type="checkbox"]')]
      .filter((input) => input.disabled)
      .map((input) => input.closest('.semi-checkbox')?.textContent ?? '')

  it('closes the other second choices once two are ticked in 3+1+2, and reopens them when one is unticked', async () => {
    const { container, form } = renderForm({ province: '江苏', firstSubject: '物', secondSubjectList: ['化', '生'] })
    expect(disabledOf(container).sort()).toEqual(['政治', '地理'].sort())
    await act(async () => form.api?.setValue('secondSubjectList', ['化']))
    expect(disabledOf(container)).toEqual([])
  })

  it('closes the other 3+3 subjects once three are ticked in 山东', async () => {
    const { container } = renderForm({ province: '山东', subjectList: ['物', '化', '生'] })
    expect(disabledOf(container).sort()).toEqual(['历史', '政治', '地理'].sort())
  })
})
