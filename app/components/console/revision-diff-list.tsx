/** A revision's changed lines against the one before, said as added or removed for screen readers. */
export function RevisionDiffList({ diff }: { diff: readonly { change: "added" | "removed" | "same"; text: string }[] }) {
  return (
    <ul className="revision-diff" aria-label="Changed lines">
      {diff
        .filter((line) => line.change !== "same")
        .map((line, index) => (
          <li key={index} className={`diff-${line.change}`}>
            <span className="visually-hidden">{line.change === "added" ? "Added: " : "Removed: "}</span>
            <span aria-hidden="true">{line.change === "added" ? "+ " : "− "}</span>
            {line.text}
          </li>
        ))}
    </ul>
  );
}
