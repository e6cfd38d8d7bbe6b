'use client'

import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { cn } from '@/utilities/cn'

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}
type ToastItem = ToastInput & { id: number }

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)

const TOAST_MS = 6000

/** Toasts for every page: announced politely, destructive ones assertively. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback(
    (id: number) => setToasts((all) => all.filter((t) => t.id !== id)),
    [],
  )

  const toast = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++
      setToasts((all) => [...all.slice(-2), { ...input, id }])
      window.setTimeout(() => dismiss(id), TOAST_MS)
    },
    [dismiss],
  )

  const value = useMemo(() => toast, [toast])

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={t.variant === 'destructive' ? 'assertive' : 'polite'}
            className={cn(
              'pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg',
              t.variant === 'destructive'
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <div className="flex items-start gap-3">
              <div className="flex-1">
                <p className="font-semibold">{t.title}</p>
                {t.description ? <p className="mt-1 text-sm opacity-90">{t.description}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => dismiss(t.id)}
                className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
                aria-label="Dismiss notification"
              >
                ×
              </button>
            </div>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast() {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>')
  return { toast }
}
