import { DraftEditor } from "../components/DraftEditor";
import * as css from "../components/previewer.css";
import type { Draft } from "../use-draft";
import { DraftActions, DraftEmailFields, DraftState, DraftTitle } from "./DraftSync";
import type { ServerDraftSync } from "./use-server-draft";

/** The editor's card: the draft's title and where it is saved above the text, its email lines and actions below. */
export function DraftCard({ draft, sync, idPrefix }: { draft: Draft; sync: ServerDraftSync; idPrefix: string }) {
  return (
    <section className={`${css.card} ${css.editorCard}`}>
      <DraftEditor
        draft={draft}
        id={`${idPrefix}-draft`}
        onSite={sync.status === "saved"}
        above={
          <>
            <DraftTitle sync={sync} id={`${idPrefix}-fields`} />
            <DraftState sync={sync} id={`${idPrefix}-sync`} />
          </>
        }
        below={
          <>
            <DraftEmailFields sync={sync} id={`${idPrefix}-fields`} />
            <DraftActions sync={sync} id={`${idPrefix}-sync`} />
          </>
        }
      />
    </section>
  );
}
