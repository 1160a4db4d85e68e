import { useEffect, useState } from 'react'

/** The device's clock: renders again every `everyMs` and reads the clock at each render (a reply may come between ticks). */
export function useNow(everyMs = 1_000): number {
  const [tick, setTick] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return Math.max(tick, Date.now())
}
