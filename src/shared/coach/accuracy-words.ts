// Accuracy in percent as people read it, the same in the app and on the command line: one decimal, cut rather
// than rounded, so that 100% is perfect play and nothing else (99.96 reads 99.9%).

/** "87.3%"; "100%" for perfect play. */
export function accuracyText(accuracy: number): string {
  if (accuracy >= 100) return '100%';
  // The epsilon keeps 87.3 (stored as 87.29999…) from reading 87.2; below 100 never reads 100.
  const tenths = Math.min(999, Math.floor(Math.max(0, accuracy) * 10 + 1e-9));
  return `${(tenths / 10).toFixed(1)}%`;
}
