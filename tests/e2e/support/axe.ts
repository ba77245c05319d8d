// axe-core in a page, without @axe-core/playwright (it needs Node 22): its script is evaluated in
// the page (an injected <script> would be refused by the strict-CSP examples; evaluation through
// the DevTools protocol is not), then `axe.run` is called there. Only the rules that can report a
// serious or critical violation run, which is what the audit fails on: the same findings, fewer rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ContextSpec, ImpactValue, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a page's `window` holds once axe is in: axe's API, and what of its internals we read. */
interface AxeWindow {
  axe?: {
    run(context: ContextSpec, options: RunOptions): Promise<AxeResults>;
    getRules(): { ruleId: string }[];
    /** The rules' checks and their impacts: which rules can fail at a given impact is only said here. */
    _audit: {
      rules: { id: string; enabled: boolean; impact?: ImpactValue; any: { id: string }[]; all: { id: string }[]; none: { id: string }[] }[];
      checks: Record<string, { metadata?: { impact?: ImpactValue } }>;
    };
  };
}

export interface AxeFinding {
  rule: string;
  impact: ImpactValue | undefined;
  /** where, as axe's selector (through shadow roots), and the node's HTML for a reader */
  target: string;
  html: string;
  why: string;
}

/**
 * Runs axe in `page` and returns its serious and critical violations. `widgets` limits the audit to
 * the page's Vitrina elements (a partner's own markup is not ours to audit); otherwise the whole
 * document. axe reaches into open shadow roots by itself.
 */
export async function audit(page: Page, scope: 'document' | 'widgets' = 'document'): Promise<AxeFinding[]> {
  const present = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('[vitrina] axe-core did not load in the page');
    const grave = (impact: ImpactValue | undefined) => impact === 'serious' || impact === 'critical';
    const rules = axe._audit.rules
      // the rules axe runs unless told otherwise (not the AAA or experimental ones), that can fail gravely
      .filter((rule) => rule.enabled)
      .filter(
        (rule) =>
          grave(rule.impact) ||
          [...rule.any, ...rule.all, ...rule.none].some((check) => grave(axe._audit.checks[check.id]?.metadata?.impact)),
      )
      .map((rule) => rule.id);
    const isWidget = (el: Element) => el.localName.startsWith('vitrina-') || el.hasAttribute('data-vitrina');
    const outermost = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) if (isWidget(up)) return false;
      return true;
    };
    const hosts = [...document.querySelectorAll('*')].filter((el) => isWidget(el) && outermost(el));
    const context: ContextSpec = scope === 'widgets' ? { include: hosts } : document;
    const result = await axe.run(context, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => grave(violation.impact))
      .flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: node.impact ?? violation.impact,
          target: JSON.stringify(node.target),
          html: node.html.slice(0, 160),
          why: node.failureSummary?.replace(/\s+/g, ' ').slice(0, 240) ?? '',
        })),
      );
  }, scope);
}
