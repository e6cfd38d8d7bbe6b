'use client'

import { useEffect } from 'react'

/** Registers /sw.js after load, so it never competes with the page for bandwidth. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const register = () => {
      // The offline page is a nicety: a failed registration must never disturb the visitor.
      navigator.serviceWorker.register('/sw.js').catch(() => undefined)
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
  return null
}
