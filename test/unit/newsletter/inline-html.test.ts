import { describe, expect, it } from "vitest";
import { escapeHtml, safeHref, sanitizeInlineHtml } from "../../../src/newsletter/inline-html.ts";

describe("sanitizeInlineHtml", () => {
  it("keeps allowlisted formatting tags", () => {
    expect(sanitizeInlineHtml("<b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u> <code>f</code> <span>g</span>")).toBe(
      "<b>a</b> <strong>b</strong> <i>c</i> <em>d</em> <u>e</u> <code>f</code> <span>g</span>",
    );
  });

  it("keeps line breaks in any spelling", () => {
    expect(sanitizeInlineHtml("a<br>b<br/>c<BR />d")).toBe("a<br>b<br>c<br>d");
  });

  it("escapes a script element instead of keeping it", () => {
    const out = sanitizeInlineHtml('Hi <script>alert("x")</script>');
    expect(out).not.toMatch(/<script/i);
    expect(out).toBe('Hi &lt;script&gt;alert("x")&lt;/script&gt;');
  });

  it("escapes an image with an onerror handler", () => {
    const out = sanitizeInlineHtml('<img src="x" onerror="alert(1)">');
    expect(out).not.toContain("<img");
    expect(out).toBe("&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;");
  });

  it("drops a javascript: link but keeps its text", () => {
    expect(sanitizeInlineHtml('<a href="javascript:alert(1)">click</a> me')).toBe("click me");
  });

  it("refuses obfuscated javascript: and data: links", () => {
    for (const href of ["JaVaScRiPt:alert(1)", "java&#x09;script:alert(1)", "&#106;avascript:alert(1)", " javascript:alert(1)", "data:text/html,<b>x</b>"]) {
      expect(sanitizeInlineHtml(`<a href="${href}">x</a>`)).toBe("x");
    }
  });

  it("refuses plain http links", () => {
    expect(sanitizeInlineHtml('<a href="http://example.com">x</a>')).toBe("x");
  });

  it("keeps https and mailto links with only an href and the design's style", () => {
    const out = sanitizeInlineHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" onclick="x()" style="color:red">x</a>', {
      linkStyle: "color:#3366cc",
    });
    expect(out).toBe('<a href="https://example.com/a?b=1&amp;c=2" style="color:#3366cc">x</a>');
    expect(sanitizeInlineHtml("<a href='mailto:hello@example.com'>mail</a>")).toBe('<a href="mailto:hello@example.com">mail</a>');
  });

  it("strips every attribute from other allowed tags", () => {
    expect(sanitizeInlineHtml('<b class="x" style="position:fixed" onmouseover="y()">bold</b>')).toBe("<b>bold</b>");
  });

  it("cannot be broken out of through a quoted href", () => {
    const out = sanitizeInlineHtml('<a href="https://example.com/&quot; onmouseover=&quot;alert(1)">x</a>');
    expect(out).not.toMatch(/"\s*onmouseover/);
    expect(out).toMatch(/^<a href="https:\/\/example\.com\/[^"]*">x<\/a>$/);
  });

  it("closes tags left open so they cannot restyle the rest of the email", () => {
    expect(sanitizeInlineHtml("<b>bold <i>both")).toBe("<b>bold <i>both</i></b>");
  });

  it("drops stray closing tags and closes misnested ones in order", () => {
    expect(sanitizeInlineHtml("a</b>b")).toBe("ab");
    expect(sanitizeInlineHtml("<b><i>x</b>y</i>")).toBe("<b><i>x</i></b>y");
  });

  it("does not nest links", () => {
    expect(sanitizeInlineHtml('<a href="https://a.example">a <a href="https://b.example">b</a></a>')).toBe('<a href="https://a.example/">a b</a>');
  });

  it("escapes bare ampersands and angle brackets but keeps character references", () => {
    expect(sanitizeInlineHtml("Q&A: 3 < 5 > 2 &mdash; &#8212; &amp;")).toBe("Q&amp;A: 3 &lt; 5 &gt; 2 &mdash; &#8212; &amp;");
  });

  it("escapes comments and other markup as text", () => {
    expect(sanitizeInlineHtml("<!-- x --><style>p{}</style>")).toBe("&lt;!-- x --&gt;&lt;style&gt;p{}&lt;/style&gt;");
  });
});

describe("safeHref", () => {
  it("accepts https and mailto only", () => {
    expect(safeHref("https://example.com/x")).toBe("https://example.com/x");
    expect(safeHref("mailto:a@example.com")).toBe("mailto:a@example.com");
    expect(safeHref("http://example.com")).toBeNull();
    expect(safeHref("/relative")).toBeNull();
    expect(safeHref("vbscript:x")).toBeNull();
  });

  it("refuses URLs with credentials, which disguise the real host", () => {
    expect(safeHref("https://www.youtube.com@evil.example/")).toBeNull();
  });
});

describe("escapeHtml", () => {
  it("escapes the five significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
