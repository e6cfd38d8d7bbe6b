import type { FieldValues, Resolver } from 'react-hook-form'

/** A form's resolver that loads its module on first use; `load` starts that early (a warm-up). */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  load: () => Promise<Resolver<Input, unknown, Output>>
}

/**
 * Browser validation is a comfort, and its schema, zod and libphonenumber are most of a form's
 * JavaScript: a form's resolver lives in its own chunk, loaded when the visitor starts on the form
 * (or the form warms it when idle), not with the page or the click that shows the form. A
 * validation asked for before it arrives waits for it; react-hook-form's resolvers are async
 * anyway. The bundler keeps the loaded module, so `load` fetches and evaluates it once.
 * (bench:inp; docs/decisions.md "Callback dialog interaction".)
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options)
  return Object.assign(resolver, { load })
}
