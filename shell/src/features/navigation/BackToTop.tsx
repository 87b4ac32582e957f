import { useEffect, useState } from 'react';

/** Appears after 300 px of scrolling (spec 01 §4). */
export const BACK_TO_TOP_THRESHOLD = 300;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Volver arriba"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed right-5 bottom-5 z-40 grid h-12 w-12 place-items-center rounded-full bg-blue-600 text-xl text-white shadow-lg hover:bg-blue-700"
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
