import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { CarriedValues } from './carried-values';
import { PRESSED_EARLY_ATTRIBUTE, REMEMBERS_PRESS_ATTRIBUTE } from './early-press';
import { HYDRATED_ATTRIBUTE, StaticRegion } from './static-region';

/** The attribute that marks the element around a part whose code loads on approach. */
const ON_APPROACH_ATTRIBUTE = 'data-on-approach';

/** How far below (or above) the viewport the part may still be when its code starts loading. */
const APPROACH_MARGIN = '50% 0px';

/** What starts loading the code: the visitor touching, clicking or focusing something in the part. */
const INTERACTIONS = ['pointerdown', 'focusin'] as const;

export interface CodeOnApproachProps {
  /** Loads the part's code (an `onDemand` component's `load`); the part is rendered once it has. */
  load: () => Promise<unknown>;
  /**
   * The part. `carried` holds the values of the server's HTML's fields when the part replaces it (empty
   * on the server and where the part renders at once); a form takes them as its default values.
   */
  children: (carried: CarriedValues) => ReactNode;
}

interface Carried {
  values: CarriedValues;
  /** The field that had the focus, with its selection, so the visitor goes on typing where they were. */
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The server's submit button was pressed (`SubmitButton`), and whether it kept the focus. */
  press: { focused: boolean } | null;
}

/**
 * A part of the page that takes input but lies further down (a registration form): its code stays out
 * of what the page loads and runs before it is usable. While the page hydrates, the browser keeps the
 * server's HTML of the part (a `StaticRegion`; a press on its submit button is remembered); when
 * the part comes within half a viewport of the screen or the visitor touches or focuses something in
 * it, the code loads and the part renders, with what was typed into the server's HTML and the focus
 * carried over. Mounted after hydration (a navigation in the app), it renders at once. See ADR 064.
 */
export function CodeOnApproach({ load, children }: CodeOnApproachProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [waiting] = useState(() => hasServerHtml(id));
  const [carried, setCarried] = useState<Carried | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) {
      return undefined;
    }
    let cancelled = false;
    let observer: IntersectionObserver | null = null;
    const stop = () => {
      observer?.disconnect();
      INTERACTIONS.forEach((name) => element.removeEventListener(name, start));
    };
    const start = () => {
      stop();
      load().then(
        () => {
          // Read and replaced in one task: nothing typed in between is lost.
          if (!cancelled) flushSync(() => setCarried(readFields(element)));
        },
        // Offline, or a new deployment removed the chunk: the server's HTML stays, the next approach tries again.
        () => {
          if (!cancelled) listen();
        },
      );
    };
    const listen = () => {
      INTERACTIONS.forEach((name) => element.addEventListener(name, start));
      if (typeof IntersectionObserver === 'undefined') {
        return;
      }
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: APPROACH_MARGIN,
      });
      observer.observe(element);
    };
    listen();
    return () => {
      cancelled = true;
      stop();
    };
  }, [waiting, load]);

  useLayoutEffect(() => {
    // A press on the server's submit button goes to the rendered one, which carries it out (ADR 065).
    const button = carried?.press && ref.current?.querySelector<HTMLButtonElement>(`[${REMEMBERS_PRESS_ATTRIBUTE}]`);
    if (button) {
      button.setAttribute(PRESSED_EARLY_ATTRIBUTE, '');
      if (carried?.press?.focused) button.focus();
    }
    const focus = carried?.focus;
    const field =
      focus && ref.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(focus.name)}"]`);
    if (!focus || !field) {
      return;
    }
    field.focus();
    if (focus.start !== null && focus.end !== null) {
      field.setSelectionRange(focus.start, focus.end);
    }
  }, [carried]);

  return (
    <div ref={ref} {...{ [ON_APPROACH_ATTRIBUTE]: id }}>
      <StaticRegion deps={[carried]}>
        <Suspense fallback={null}>{children(carried?.values ?? {})}</Suspense>
      </StaticRegion>
    </div>
  );
}

/** Whether the page is hydrating this part from the server's HTML (not on the server, not after hydration). */
function hasServerHtml(id: string): boolean {
  return (
    typeof document !== 'undefined' &&
    !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) &&
    document.querySelector(`[${ON_APPROACH_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null
  );
}

function readFields(element: HTMLElement): Carried {
  const values: Record<string, string | string[]> = {};
  let focus: Carried['focus'] = null;
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  )) {
    const input = field instanceof HTMLInputElement ? field : null;
    if (input?.type === 'checkbox') {
      // The group is carried whole: none ticked is an empty list, not the form's default.
      const ticked = values[field.name];
      values[field.name] = [...(Array.isArray(ticked) ? ticked : []), ...(input.checked ? [field.value] : [])];
    } else if (input?.type !== 'radio' || input.checked) {
      values[field.name] = field.value;
    }
    if (field === document.activeElement) {
      const selectable = !(field instanceof HTMLSelectElement);
      focus = {
        name: field.name,
        start: selectable ? field.selectionStart : null,
        end: selectable ? field.selectionEnd : null,
      };
    }
  }
  const pressed = element.querySelector(`[${PRESSED_EARLY_ATTRIBUTE}]`);
  return { values, focus, press: pressed ? { focused: pressed === document.activeElement } : null };
}
