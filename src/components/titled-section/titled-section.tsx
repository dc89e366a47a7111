import { useId, type ReactNode, type Ref } from 'react';
import './titled-section.css';

interface TitledSectionProps {
  heading: ReactNode;
  /** The section's own layout; a stack unless it says otherwise. */
  className?: string;
  /** For a section that takes the focus back (after a removal): its heading is where it goes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A region of a page named by its heading, so that it is a landmark a screen reader can list. */
export function TitledSection({
  heading,
  className = 'stack',
  headingRef,
  children,
}: TitledSectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="section-heading"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
