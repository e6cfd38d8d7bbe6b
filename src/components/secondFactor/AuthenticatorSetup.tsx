/**
 * The authenticator app's setup: the two steps, the QR code and the key to type instead. One
 * rendering for the staff enrolment page and the portal's two-step section.
 */
export function AuthenticatorSetup({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  return (
    <>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Scan this code with an authenticator app (any app for one-time codes).</li>
        <li>Enter the 6-digit code it shows.</li>
      </ol>
      <div
        className="mx-auto w-48"
        aria-label="QR code for the authenticator app"
        role="img"
        // The SVG is drawn by `qrcode` from our own otpauth URI: markup we generate, not user input.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-sm text-slate-700">
        Or type this key into the app:{' '}
        <code className="break-all font-mono" data-totp-secret>
          {secret}
        </code>
      </p>
    </>
  )
}
