import {
  createElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentType,
  type SyntheticEvent,
} from 'react';
import { useHydrated } from './use-hydrated';

/** Tells React to leave the element's children as the server sent them. */
const KEEP_SERVER_HTML = { __html: '' };

/** The server's form a scripted one takes over from (read with `seenIn`, form-island-seen.ts). */
export interface TakeOver {
  /** The element around the server's form: still on the page while the scripted one renders. */
  box: () => HTMLElement | null;
  /** The shopper submitted it before the script arrived: submit it now. */
  submit: boolean;
}

export interface FormIslandProps {
  takeOver?: TakeOver;
}

/**
 * A form that works as server HTML without JavaScript, and whose scripted version is not part
 * of the page's first-load JavaScript (issue #3's 120 KB budget), like a static island
 * (static-island.tsx):
 *
 * - on the server it renders the component, which `load` imported before the route module
 *   finished loading (the route awaits `formIsland(…)` at its top level);
 * - when the page hydrates, React keeps the server's form as it is; the component's code loads
 *   when the shopper reaches for the form (focus, a pointer or a submit), and then takes over:
 *   its first render reads the server's form (`takeOver`: values, focus and caret, and a submit
 *   made meanwhile, which it carries out), which is replaced in the same commit;
 * - mounted on a client-side navigation, it loads the component and renders it.
 *
 * Only this wrapper is first-load code. It is `display: contents`, so it adds nothing to the
 * layout.
 */
export async function formIsland<P extends object>(
  load: () => Promise<ComponentType<P & FormIslandProps>>,
): Promise<ComponentType<P>> {
  const server = import.meta.env.SSR && (await load());
  let loading: Promise<ComponentType<P & FormIslandProps>> | undefined;
  const loadOnce = () => (loading ??= load());
  const Client = lazy(async () => ({ default: await loadOnce() }));

  function FormIsland(props: P) {
    const hydrated = useHydrated();
    // Mounted while the page hydrated: the server's form is on the page to be adopted.
    const [adopted] = useState(!hydrated);
    const [live, setLive] = useState<{
      Component: ComponentType<P & FormIslandProps>;
      takeOver: TakeOver;
    } | null>(null);
    const box = useRef<HTMLDivElement>(null);
    const waking = useRef<{ submit: boolean } | null>(null);

    if (server) return <div className="contents">{createElement(server, props)}</div>;
    if (live) {
      return (
        <div ref={box} className="contents">
          {createElement(live.Component, { ...props, takeOver: live.takeOver })}
        </div>
      );
    }
    if (!adopted) {
      return (
        <div className="contents">
          <Suspense fallback={null}>
            <Client {...props} />
          </Suspense>
        </div>
      );
    }
    const wake = (submit: boolean) => {
      if (waking.current) {
        waking.current.submit ||= submit;
        return;
      }
      const wanted = (waking.current = { submit });
      loadOnce().then(
        (Component) =>
          setLive({ Component, takeOver: { box: () => box.current, submit: wanted.submit } }),
        () => {
          // The script did not come: the server's form goes on without it (a submit posts it).
          loading = undefined;
          waking.current = null;
          if (wanted.submit) box.current?.querySelector('form')?.submit();
        },
      );
    };
    const onSubmit = (event: SyntheticEvent) => {
      event.preventDefault();
      wake(true);
    };
    return (
      <div
        ref={box}
        className="contents"
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
        onFocus={() => wake(false)}
        onPointerDown={() => wake(false)}
        onSubmit={onSubmit}
      />
    );
  }
  return FormIsland;
}
