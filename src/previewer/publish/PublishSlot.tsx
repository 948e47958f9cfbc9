import { useRef, useState, type ComponentType } from "react";
import { previewerTexts as texts } from "../../content/previewer";
import type { PublishPanelProps } from "./PublishPanel";
import * as controls from "../components/controls.css";

type Loaded = { status: "closed" | "loading" | "failed" } | { status: "open"; Panel: ComponentType<PublishPanelProps> };

/** The form's code (its checks, its request, its words) loads when Publish is first pressed. */
const loadPanel = () => import("./PublishPanel");

/**
 * The Publish button beside the export buttons, and the form it opens below it. Closing the form
 * gives the focus back to the button.
 */
export function PublishSlot(props: Omit<PublishPanelProps, "onClose">) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "closed" });
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `${props.id}-form`;
  const open = loaded.status === "open";

  const toggle = () => {
    if (open) return close();
    setLoaded({ status: "loading" });
    loadPanel().then(
      (module) => setLoaded({ status: "open", Panel: module.default }),
      () => setLoaded({ status: "failed" }),
    );
  };
  function close() {
    setLoaded({ status: "closed" });
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={controls.button.primary}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        disabled={loaded.status === "loading"}
      >
        {texts.publish}
      </button>
      <div id={panelId} hidden={!open && loaded.status !== "failed"}>
        {loaded.status === "open" ? <loaded.Panel {...props} onClose={close} /> : null}
        {loaded.status === "failed" ? (
          <p className={controls.notice} role="alert">
            {texts.publishLoadFailed}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {loaded.status === "loading" ? texts.publishLoading : ""}
      </p>
    </>
  );
}
