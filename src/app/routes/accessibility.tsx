import { AccessibilityStatement } from '@/features/accessibility-statement/accessibility-statement';
export function Component() {
  return <AccessibilityStatement />;
}
