/** Saves a Blob as a file through a temporary download link (the browser's own save, no library). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
