'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { cn } from '@/utilities/cn'

/** `badge`: a short count beside the label ('2 new'), part of the tab's name. */
export type TabItem = { id: string; label: string; badge?: string; content: ReactNode }

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active one is tabbable. */
export function Tabs({
  tabs,
  defaultTab,
  label,
  className,
}: {
  tabs: TabItem[]
  defaultTab?: string
  label: string
  className?: string
}) {
  const [active, setActive] = useState(defaultTab ?? tabs[0]?.id)
  const baseId = useId()
  const refs = useRef<Array<HTMLButtonElement | null>>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setActive(tabs[next]?.id ?? active)
    refs.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'flex-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                selected
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label}
              {tab.badge ? (
                <>
                  {' '}
                  <span className="ml-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {tab.badge}
                  </span>
                </>
              ) : null}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="mt-4"
        >
          {tab.id === active ? tab.content : null}
        </div>
      ))}
    </div>
  )
}
