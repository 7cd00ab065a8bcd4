import { useEffect, useState } from "react"

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
export function useDelayed(active: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    setLate(false)
    if (!active) return undefined
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && late
}
