import { monogram } from './monogram';
import './company-logo.css';

interface CompanyLogoProps {
  name: string;
  /** An address the page may load (api/images' apiImageAddress), or null for the initials. */
  src: string | null;
  /** Sizes it for its place; 4.5 rem square without one. */
  className?: string;
}

/**
 * A company's logo, or its initials on the brand's blue when it has none. It says nothing a
 * screen reader needs: the company's name is always written beside it.
 */
export function CompanyLogo({ name, src, className }: CompanyLogoProps) {
  const classes = (...names: string[]) => [...names, className].filter(Boolean).join(' ');
  if (src)
    return <img className={classes('company-logo')} src={src} alt="" width={72} height={72} />;
  return (
    <span className={classes('company-logo', 'company-logo--monogram')} aria-hidden="true">
      {monogram(name)}
    </span>
  );
}
