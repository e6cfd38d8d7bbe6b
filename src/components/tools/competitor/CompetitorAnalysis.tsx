'use client'

import { useEffect, useRef, useState } from 'react'

import { addCompetitor, removeCompetitor } from '@/lib/competitorList'

import { CompetitorResults } from './CompetitorResults'
import { CompetitorSetup } from './CompetitorSetup'

export function CompetitorAnalysis() {
  const [view, setView] = useState<'setup' | 'results'>('setup')
  const [ownUrl, setOwnUrl] = useState('')
  const [competitorInput, setCompetitorInput] = useState('')
  const [competitors, setCompetitors] = useState<string[]>([])
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const setupHeading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    // Move focus with the view so keyboard and screen-reader users land on the new content.
    ;(view === 'results' ? resultsHeading : setupHeading).current?.focus()
  }, [view])

  const add = () => {
    setCompetitors((list) => addCompetitor(list, competitorInput))
    setCompetitorInput('')
  }

  return view === 'setup' ? (
    <CompetitorSetup
      headingRef={setupHeading}
      ownUrl={ownUrl}
      onOwnUrlChange={setOwnUrl}
      competitorInput={competitorInput}
      onCompetitorInputChange={setCompetitorInput}
      competitors={competitors}
      onAdd={add}
      onRemove={(url) => setCompetitors((list) => removeCompetitor(list, url))}
      onStart={() => setView('results')}
    />
  ) : (
    <CompetitorResults
      headingRef={resultsHeading}
      ownUrl={ownUrl}
      competitors={competitors}
      onRestart={() => setView('setup')}
    />
  )
}
