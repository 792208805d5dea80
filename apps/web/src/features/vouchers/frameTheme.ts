/**
 * Hands a same-origin framed page the portal's look: the theme's font faces (the frame is its own document and
 * does not see the app's @font-face rules) and the theme's font variables. It also sizes the frame to its content,
 * so a short page leaves no empty block below it. A page on another origin cannot be read: it keeps its own look
 * and the frame its default height.
 */
export function themeFrame(frame: HTMLIFrameElement) {
  let doc: Document | null = null;
  try {
    doc = frame.contentDocument;
  } catch {
    return;
  }
  if (!doc?.head) return;
  const root = getComputedStyle(document.documentElement);
  const vars = ['--font-base', '--font-header']
    .map((name) => `${name}:${root.getPropertyValue(name).trim()}`)
    .filter((rule) => !rule.endsWith(':'))
    .join(';');
  const style = doc.createElement('style');
  style.textContent = `${fontFaces().join('\n')}\n:root{${vars}}`;
  doc.head.appendChild(style);
  const fit = () => {
    frame.style.height = `${doc.body.scrollHeight}px`;
  };
  fit();
  // A narrower frame wraps its tables: it grows with them.
  doc.defaultView?.addEventListener('resize', fit);
  void doc.fonts?.ready.then(fit);
}

function fontFaces(): string[] {
  const faces: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a stylesheet from another origin cannot be read
    }
    for (const rule of Array.from(rules)) if (rule instanceof CSSFontFaceRule) faces.push(rule.cssText);
  }
  return faces;
}
