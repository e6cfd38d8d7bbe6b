import type { CSSProperties, ReactNode } from 'react'

/** A required address input in the admin panel's own field styling; the browser must not fill it in. */
export function EmailField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  style: CSSProperties
}) {
  return (
    <div className="field-type text" style={props.style}>
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="email"
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="off"
      />
    </div>
  )
}

/** The admin panel's primary button, held while a request is out. */
export function SubmitButton({
  busy,
  style,
  children,
}: {
  busy: boolean
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      className="btn btn--style-primary btn--size-medium"
      disabled={busy}
      style={style}
    >
      {children}
    </button>
  )
}
