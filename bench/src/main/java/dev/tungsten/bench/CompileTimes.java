package dev.tungsten.bench;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/// Per-shader average compile times in microseconds, sorted, and their order statistics
/// (nearest-rank percentiles, so each figure is one shader's measured time).
record CompileTimes(List<Map.Entry<String, Double>> sorted) {
    static CompileTimes of(Map<String, Double> perShader) {
        if (perShader.isEmpty()) {
            throw new IllegalArgumentException("no results");
        }
        return new CompileTimes(perShader.entrySet().stream().sorted(Map.Entry.comparingByValue()).toList());
    }

    /// The `p`-th percentile (0 < p <= 100) by nearest rank.
    Map.Entry<String, Double> percentile(double p) {
        int rank = (int) Math.ceil(p / 100 * sorted.size());
        return sorted.get(Math.max(1, rank) - 1);
    }

    /// One line with the median, p90, maximum and fastest and whether the goal (a median under
    /// 1 ms) is met, then one with the five slowest shaders.
    String report() {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%d shaders: median %.1f us, p90 %.1f us, max %.1f us (%s), fastest %.1f us (%s); "
                + "goal median < 1000 us: %s%n", sorted.size(), percentile(50).getValue(), percentile(90).getValue(),
                sorted.getLast().getValue(), sorted.getLast().getKey(), sorted.getFirst().getValue(),
                sorted.getFirst().getKey(), percentile(50).getValue() < 1000 ? "met" : "NOT met"));
        b.append("slowest:");
        for (int i = sorted.size() - 1; i >= Math.max(0, sorted.size() - 5); i--) {
            b.append(String.format(Locale.ROOT, " %s %.1f us%s", sorted.get(i).getKey(), sorted.get(i).getValue(),
                    i > Math.max(0, sorted.size() - 5) ? "," : ""));
        }
        return b.toString();
    }
}
