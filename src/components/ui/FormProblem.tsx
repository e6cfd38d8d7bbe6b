/** A form's refusal as a whole, read out at once. */
export function FormProblem({ children }: { children: string | null | undefined }) {
  if (!children) return null
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  )
}
