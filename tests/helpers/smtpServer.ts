import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on loopback that keeps what it receives: the tests speak real SMTP
 * through nodemailer to it, nothing is mocked.
 */
export async function startSmtpServer(port: number, saveDir?: string) {
  const messages: CapturedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // While refusing, every message is turned away as a mail server in trouble would.
    onMailFrom(_address, _session, callback) {
      callback(
        refusing
          ? Object.assign(new Error('Service unavailable'), { responseCode: 554 })
          : undefined,
      )
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        messages.push(mail)
        // The end-to-end run's server is another process: tests read its mail from files.
        if (saveDir)
          fs.writeFileSync(
            path.join(saveDir, `${Date.now()}-${messages.length}.json`),
            JSON.stringify(mail),
          )
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    messages,
    /** Refuses every message from now on (true), or accepts them again (false). */
    refuse: (on: boolean) => {
      refusing = on
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
