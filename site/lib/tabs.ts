/**
 * Behaviour of the WAI-ARIA tab pattern for a root holding `[role="tab"]` buttons whose
 * `aria-controls` name their panels: click or arrow keys, Home and End select; only the
 * selected tab is tabbable. Used by every tab strip of the site (no React needed).
 */
export type Tabs = { tabs: HTMLButtonElement[]; select: (tab: HTMLButtonElement, focus: boolean) => void };

const keyTargets: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export function wireTabs(root: HTMLElement): Tabs {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (tab && tabs.includes(tab)) select(tab, false);
  });
  root.addEventListener('keydown', (event) => {
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    const move = keyTargets[event.key];
    const target = index >= 0 && move ? tabs[move(index, tabs.length - 1)] : undefined;
    if (!target) return;
    event.preventDefault();
    select(target, true);
  });
  return { tabs, select };
}
