/**
 * Scores of a ranked answer against judged grades (issue 17 §4): nDCG@k with gains 2^grade − 1,
 * and recall@k as the share of the judged goods found in the first k, out of as many as k can hold.
 */

/** Grades of the goods judged relevant (1 relevant, 2 the very goods asked for); anything else is 0. */
export type Grades = ReadonlyMap<number, number>;

const gain = (grade: number) => 2 ** grade - 1;
const discounted = (grades: readonly number[]) => grades.reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);

/** nDCG@k of `ranked` ids; 1 when nothing is judged relevant and nothing is ranked. */
export function ndcgAt(k: number, ranked: readonly number[], grades: Grades): number {
  const ideal = discounted(
    [...grades.values()]
      .filter((g) => g > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  if (ideal === 0) return ranked.length === 0 ? 1 : 0;
  return discounted(ranked.slice(0, k).map((id) => grades.get(id) ?? 0)) / ideal;
}

/** recall@k: judged goods among the first k ranked, over min(k, judged goods); 1 when none are judged. */
export function recallAt(k: number, ranked: readonly number[], grades: Grades): number {
  const judged = [...grades.values()].filter((g) => g > 0).length;
  if (judged === 0) return 1;
  const found = ranked.slice(0, k).filter((id) => (grades.get(id) ?? 0) > 0).length;
  return found / Math.min(k, judged);
}

export const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
