/**
 * An illustration (not a screenshot) of where Craft keeps API connections: the Imagine tab in the
 * sidebar (1), "Add API connection" (2), and the connection's API URL with its Copy button (3).
 * Drawn with theme colours, so it follows light and dark; its words come from the locale.
 */
import { t } from '../../lib/i18n/t';

function Badge({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      <circle class="pic-badge" cx={x} cy={y} r="11" />
      <text class="pic-badge-text" x={x} y={y + 4} text-anchor="middle">
        {n}
      </text>
    </g>
  );
}

export function CraftPicture() {
  return (
    <svg class="craft-picture" viewBox="0 0 560 270" role="img" aria-label={t('welcome_pictureLabel')}>
      <rect class="pic-window" x="1" y="1" width="558" height="268" rx="14" />
      <circle class="pic-dot" cx="20" cy="18" r="5" />
      <circle class="pic-dot" cx="36" cy="18" r="5" />
      <circle class="pic-dot" cx="52" cy="18" r="5" />
      <rect class="pic-sidebar" x="1" y="34" width="150" height="235" />
      <rect class="pic-bar" x="16" y="52" width="96" height="10" rx="5" />
      <rect class="pic-bar" x="16" y="76" width="112" height="10" rx="5" />
      <rect class="pic-bar" x="16" y="100" width="84" height="10" rx="5" />
      <rect class="pic-focus" x="10" y="126" width="130" height="30" rx="8" />
      <text x="24" y="146">
        ✦ {t('welcome_picImagine')}
      </text>
      <Badge x={140} y={126} n={1} />
      <rect class="pic-bar" x="16" y="176" width="100" height="10" rx="5" />
      <text class="pic-strong" x="176" y="66">
        {t('welcome_picConnections')}
      </text>
      <rect class="pic-accent" x="176" y="82" width="190" height="32" rx="8" />
      <text class="pic-on-accent" x="192" y="103">
        + {t('welcome_picAdd')}
      </text>
      <Badge x={366} y={82} n={2} />
      <rect class="pic-card" x="176" y="132" width="362" height="116" rx="10" />
      <text x="192" y="156">
        {t('welcome_picConnectionName')}
      </text>
      <text class="pic-muted" x="192" y="184">
        {t('welcome_picApiUrl')}
      </text>
      <rect class="pic-field" x="192" y="194" width="250" height="32" rx="7" />
      <text class="pic-mono" x="204" y="214">
        https://connect.craft.do/links/…
      </text>
      <rect class="pic-focus" x="450" y="194" width="72" height="32" rx="7" />
      <text x="486" y="215" text-anchor="middle">
        {t('welcome_picCopy')}
      </text>
      <Badge x={522} y={194} n={3} />
    </svg>
  );
}
