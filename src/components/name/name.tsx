import { withoutDirectionControls } from '@/lib/bidi';

/**
 * A name someone else chose (a file, a sender, a saved search): shown as it reads, in its own
 * direction, isolated from the text around it, and without the direction controls that could
 * make it read as another name.
 */
export function Name({ children, className }: { children: string; className?: string }) {
  return <bdi className={className}>{withoutDirectionControls(children)}</bdi>;
}
