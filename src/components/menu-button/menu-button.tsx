import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button/button';
import './menu-button.css';

export type MenuAction =
  | { id: string; label: string; to: string }
  | { id: string; label: string; onSelect: () => void; danger?: boolean };

interface MenuButtonProps {
  /** The button's accessible name; the button itself shows an icon only. */
  label: string;
  /** What the menu acts on (a card's title), where several such buttons share one name. */
  describedBy?: string;
  actions: MenuAction[];
}

/**
 * A button that opens a short menu of actions (WAI-ARIA's menu button pattern). Enter, Space and
 * the arrow keys open it with the focus on an item; the arrows, Home and End move; Escape closes
 * it and the focus returns to the button; Tab, or a click elsewhere, closes it and the focus
 * goes on from there.
 */
export function MenuButton({ label, describedBy, actions }: MenuButtonProps) {
  // Which item takes the focus when the menu opens; null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const open = openAt !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (openAt !== null) items().at(openAt)?.focus();
  }, [openAt]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpenAt(event.key === 'ArrowDown' ? 0 : -1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      list.at(index % list.length)?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(current + 1);
      case 'ArrowUp':
        return moveTo(current - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(-1);
      case 'Escape':
        // Only this menu closes, not a dialog or panel around it.
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        // From the button, the browser's own Tab then goes on to what follows (or precedes) it.
        return close(true);
    }
  };

  // A click that moves no focus (Safari's on buttons) blurs with no related target: the
  // pointerdown listener handles clicks, so only focus that went somewhere else closes the menu.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) close(false);
  };

  return (
    <div className="menu-button" ref={rootRef} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant="secondary"
        className="menu-button__button"
        aria-label={label}
        aria-describedby={describedBy}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(true) : setOpenAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </Button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="menu-button__menu"
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action) => (
            <li key={action.id} role="none">
              {'to' in action ? (
                // The page that opens moves the focus itself.
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  className="menu-button__item"
                  to={action.to}
                  onClick={() => close(false)}
                >
                  {action.label}
                </Link>
              ) : (
                <button
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={`menu-button__item${action.danger ? ' menu-button__item--danger' : ''}`}
                  onClick={() => {
                    // Back on the button first, so a dialog the action opens returns the focus there.
                    close(true);
                    action.onSelect();
                  }}
                >
                  {action.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
