/** The heading of a full page (options, welcome): the mark, the title (the page's focus home) and a line under it. */
import { Logo } from './icons';

export function PageHeader({ title, intro, logoSize = 40 }: { title: string; intro: string; logoSize?: number }) {
  return (
    <header class="page-header">
      <Logo size={logoSize} />
      <div>
        <h1 tabIndex={-1} data-focus-home>
          {title}
        </h1>
        <p class="muted">{intro}</p>
      </div>
    </header>
  );
}
