import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom has no canvas; Semi measures text with one.
HTMLCanvasElement.prototype.getContext = (() => ({
  measureText: (text: string) => ({ width: text.length * 8 }),
  fillRect: () => {},
  font: '',
})) as unknown as typeof HTMLCanvasElement.prototype.getContext

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia

afterEach(() => {
  cleanup()
  localStorage.clear()
})
