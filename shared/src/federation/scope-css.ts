/**
 * PostCSS plugin that scopes an area's stylesheet under its root element (`.fa-mf_admin …`).
 *
 * Why: every app generates its own Tailwind CSS. Inside the shell, an area's sheet loads after the
 * shell's, so its `.hidden` would beat the shell's `md:flex` on the shell's own header (same
 * specificity, later wins). Scoped, an area's rules reach only its own elements, and there they win.
 */
type Rule = { selectors: string[]; parent?: Container };
type Container = { type: string; name?: string; parent?: Container };
type Root = { walkRules: (callback: (rule: Rule) => void) => void };

const DOCUMENT_SELECTOR = /^(:root|:host|html|body)(?=$|[\s:.[>+~])/;

export function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  // Theme variables and base styles on the document apply to the area's root instead.
  if (DOCUMENT_SELECTOR.test(trimmed)) return trimmed.replace(DOCUMENT_SELECTOR, scope);
  return `${scope} ${trimmed}`;
}

function insideKeyframes(rule: Rule): boolean {
  for (let node = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && node.name?.endsWith('keyframes')) return true;
  }
  return false;
}

export function scopeCss(scope: string) {
  return {
    postcssPlugin: 'facturador-scope-css',
    OnceExit(root: Root) {
      root.walkRules((rule) => {
        if (insideKeyframes(rule)) return;
        rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope));
      });
    },
  };
}
scopeCss.postcss = true;
