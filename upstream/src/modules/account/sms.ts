import { maskPhone } from '@gaokao/contracts'
import type { FastifyBaseLogger } from 'fastify'

/**
 * Where verification codes go. The reference upstream has no SMS provider:
 * in demo mode the code comes back in the answer (演示环境验证码); otherwise
 * this sender only records that a code was due. Real messages are sent by
 * the operator's own /api/v1, which this reference implementation stands in for.
 */
export interface SmsSender {
  sendCode(phone: string, code: string): Promise<void>
}

export function loggingSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async sendCode(phone) {
      // Never the code and never the full phone: logs are read by more people than users think.
      log.info({ phone: maskPhone(phone) }, 'verification code issued (no SMS provider configured)')
    },
  }
}
