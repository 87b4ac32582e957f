import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

type ModalProps = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row; defaults to nothing so each dialog names its own actions. */
  actions?: ReactNode;
  /**
   * Width: short messages (md, the default), forms (lg), lists such as a product picker (xl), or the whole
   * screen (full: the title and the actions in a top bar, the children filling the rest, the page not scrolling).
   */
  size?: 'md' | 'lg' | 'xl' | 'full';
  /** What gets the focus on opening (the main button, the first field); without it, the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

const WIDTHS = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog while it is open. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (event.key !== 'Tab' || !panel) return;
  const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null,
  );
  if (focusables.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Every dialog has a title (accessibility rule): Playwright finds it by role "dialog" and its name.
 * Closing gives the focus back to what had it before; an owner that wants it elsewhere moves it after
 * the close is committed (`flushSync(close)`, then `focus()`).
 */
export function Modal({ title, open, onClose, children, actions, size = 'md', initialFocusRef }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose and focus target, so new identities on re-render do not move focus again.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const initialFocus = useRef(initialFocusRef);
  initialFocus.current = initialFocusRef;
  const fullScreen = size === 'full';

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    // Children's refs are attached before this effect runs: no need to wait a task.
    (initialFocus.current?.current ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      else trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    if (fullScreen) document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open, fullScreen]);

  if (!open) return null;
  const dialogProps = { ref: panel, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, tabIndex: -1 };
  if (fullScreen) {
    return (
      <div {...dialogProps} className="fixed inset-0 z-50 flex flex-col bg-slate-900/90 outline-none">
        <header className="flex flex-wrap items-center gap-3 bg-white px-4 py-3 shadow">
          <h2 id={titleId} className="mr-auto text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {actions}
        </header>
        {children}
      </div>
    );
  }
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      {/* A dialog taller than the screen (many fields at 360 px) scrolls inside it, never past the screen. */}
      <div
        {...dialogProps}
        className={`max-h-full w-full ${WIDTHS[size]} overflow-y-auto rounded-xl bg-white p-6 shadow-xl outline-none`}
      >
        <h2 id={titleId} className="mb-3 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="text-slate-700">{children}</div>
        {actions ? <div className="mt-6 flex justify-end gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
