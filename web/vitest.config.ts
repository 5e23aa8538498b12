import react from '@vitejs/plugin-react'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { typeboxShimAlias } from './build/typebox-shim-alias'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: typeboxShimAlias },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    css: false,
    server: { deps: { inline: [/@douyinfe/] } },
  },
})
