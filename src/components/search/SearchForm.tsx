import { archiveSearch as words } from "../../content/search";
import { ARCHIVE_PATH } from "../../newsletter/paths";
import { SEARCH_MAX_CHARS, SEARCH_PARAM } from "../../search/query";
import * as fieldCss from "../forms/signup-form.css";
import * as css from "./search.css";

/**
 * The archive's search: a plain GET form to the archive (`?q=`), so it works without JavaScript.
 * On the archive, its issues' pages and the results page, which shows the search in the field.
 */
export function SearchForm({ id, search = "", className }: { id: string; search?: string; className?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the search landmark in every browser; <search> is missing from older ones
    <form role="search" className={className ? `${css.form} ${className}` : css.form} method="get" action={ARCHIVE_PATH}>
      <label className={css.label} htmlFor={id}>
        {words.form.label}
      </label>
      <div className={css.row}>
        <input
          id={id}
          className={fieldCss.input}
          type="search"
          name={SEARCH_PARAM}
          defaultValue={search}
          maxLength={SEARCH_MAX_CHARS}
          placeholder={words.form.placeholder}
          enterKeyHint="search"
        />
        <button className={fieldCss.button} type="submit">
          {words.form.button}
        </button>
      </div>
    </form>
  );
}
