import { useEffect, useState } from 'react';

/** The console's phone width (issue 30, item 3): below it a table shows only the columns staff act on. */
export const PHONE_QUERY = '(max-width: 40rem)';

/** Whether the window is phone-wide now (follows rotation and resizing). */
export function usePhone(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}
