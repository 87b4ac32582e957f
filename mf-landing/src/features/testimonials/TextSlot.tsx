/**
 * Shows `text` in a box as big as the biggest of `candidates`: every candidate is laid out
 * invisibly in the same grid cell as generated content (a `::before`, so it is neither in the page
 * text nor read aloud). Changing testimonial then never changes the card's height, and nothing
 * below it moves.
 */
export function TextSlot({
  text,
  candidates,
  className = '',
}: {
  text: string;
  candidates: string[];
  className?: string;
}) {
  return (
    <span className={`grid ${className}`}>
      {candidates.map((candidate) => (
        <span
          key={candidate}
          data-reserve={candidate}
          className="invisible col-start-1 row-start-1 before:content-[attr(data-reserve)]"
        />
      ))}
      <span className="col-start-1 row-start-1">{text}</span>
    </span>
  );
}
