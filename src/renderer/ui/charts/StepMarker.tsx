// The selected step over a chart: a line laid on the plot, not drawn in it, so moving it never redraws the
// chart. `plot` is the plot area's distance from the chart's edges (px); `at` the step's place along it, 0..1.

export interface PlotArea {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export function StepMarker(props: { readonly plot: PlotArea; readonly at: number; readonly width?: number }) {
  const { plot, at, width = 0 } = props;
  const fraction = Math.min(1, Math.max(0, at));
  return (
    <span
      className={width > 0 ? 'step-marker band' : 'step-marker'}
      aria-hidden="true"
      style={{
        left: `calc(${plot.left}px + (100% - ${plot.left + plot.right}px) * ${fraction})`,
        top: plot.top,
        bottom: plot.bottom,
        width: width > 0 ? `calc((100% - ${plot.left + plot.right}px) * ${width})` : undefined,
      }}
    />
  );
}
