import { JOB_TEXT } from '@gaokao/contracts'
import { useNavigate } from '@tanstack/react-router'
import { KeywordForm } from '../../../components/form/KeywordForm'

/** The job search box: submitting opens /jobLibrary/search with the words in the URL. */
export function JobKeywordForm({ keyword }: { keyword?: string }) {
  const navigate = useNavigate()
  return (
    <KeywordForm
      keyword={keyword}
      label={JOB_TEXT.keywordPlaceholder}
      searchText={JOB_TEXT.search}
      onSearch={(words) => navigate({ to: '/jobLibrary/search', search: words ? { keyword: words } : {} })}
    />
  )
}
