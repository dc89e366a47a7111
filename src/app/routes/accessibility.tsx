import { AccessibilityStatement } from '@/features/accessibility-statement/accessibility-statement';
import { withLocaleParts } from '@/i18n/i18n';

export function loader(): Promise<null> {
  return withLocaleParts(['accessibility'], null);
}

export function Component() {
  return <AccessibilityStatement />;
}
