/** The shape of a few lines of text while they load: full lines, the last one short. */
export function SkeletonLines({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div
      key={index}
      className={`skeleton skeleton--line${index === count - 1 ? ' skeleton--short' : ''}`}
    />
  ));
}
