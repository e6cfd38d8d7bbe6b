import {
  get,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'

// What a person types before the page hydrates is theirs: nothing the form does on mount may
// replace it (docs/decisions.md, "Nothing typed is lost").

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement

/** The value a person gave the control that its HTML did not, or undefined when it is untouched. */
function typedValue(control: Control): string | boolean | undefined {
  if (control instanceof HTMLSelectElement) {
    // With no option selected in the HTML, the browser shows the first: that is not a choice.
    const initial = [...control.options].findIndex((option) => option.defaultSelected)
    return control.selectedIndex !== Math.max(initial, 0) ? control.value : undefined
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked !== control.defaultChecked ? control.checked : undefined
  if (control instanceof HTMLInputElement && control.type === 'radio') return undefined
  return control.value !== control.defaultValue ? control.value : undefined
}

/** Controls already registered once: their early typing, if any, has been kept. */
const registered = new WeakSet<Control>()

const shownValue = (control: Control): string | boolean =>
  control instanceof HTMLInputElement && control.type === 'checkbox'
    ? control.checked
    : control.value

/**
 * react-hook-form's registration of a field, keeping what was typed into it before hydration.
 * react-hook-form reads that itself when the field registers before the form's first effect (7.92,
 * `isEditedBeforeReady`); a field registered later (hydrated in a pass of its own) would be set
 * back to its default, so the typed value is given back here.
 */
export function keptRegistration<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  name: FieldPath<T>,
) {
  const registration = form.register(name)
  return {
    ...registration,
    ref: (element: unknown) => {
      // Only at the control's first registration: React calls a new ref on every render, and a
      // value the form set since (a reset after sending) is no longer the visitor's early typing.
      const first = isControl(element) && !registered.has(element)
      if (first) registered.add(element)
      const typed = first ? typedValue(element) : undefined
      registration.ref(element)
      if (typed !== undefined && isControl(element) && shownValue(element) !== typed)
        form.setValue(name, typed as FieldPathValue<T, FieldPath<T>>, { shouldDirty: true })
    },
  }
}

/**
 * Sets fields from a prefill the page reads once it runs (a link's query), leaving every field that
 * no longer holds its starting value as it is: what the visitor typed, before hydration too, wins.
 * `reset` would replace it.
 */
export function fillUntyped<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  values: Partial<{ [K in FieldPath<T>]: FieldPathValue<T, K> }>,
) {
  for (const [name, value] of Object.entries(values) as Array<
    [FieldPath<T>, FieldPathValue<T, FieldPath<T>>]
  >) {
    if (value === undefined || value === '') continue
    if (form.getValues(name) !== get(form.control._defaultValues, name)) continue
    form.setValue(name, value)
  }
}
