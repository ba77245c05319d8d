import { highlightRange } from '../../core/highlight-range';

/** Marks the part of a suggestion the buyer typed (case and accents ignored, a word start first). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const range = highlightRange(text, query);
  if (!range) return <>{text}</>;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
