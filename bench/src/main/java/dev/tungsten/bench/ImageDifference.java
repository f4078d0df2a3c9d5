package dev.tungsten.bench;

import java.util.Locale;

/// How far two RGBA8 pictures of the same size are apart, over all four channels: the largest
/// channel difference in 1/255 steps, the share of channels that differ by more than one step
/// (a last-bit rounding difference moves a channel by one step, so more is a different picture)
/// and the mean difference in steps.
record ImageDifference(int max, double shareOverOne, double mean) {
    static ImageDifference of(byte[] a, byte[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("pictures of " + a.length + " and " + b.length + " bytes");
        }
        int max = 0;
        long over = 0, sum = 0;
        for (int i = 0; i < a.length; i++) {
            int d = Math.abs((a[i] & 0xFF) - (b[i] & 0xFF));
            max = Math.max(max, d);
            over += d > 1 ? 1 : 0;
            sum += d;
        }
        return new ImageDifference(max, a.length == 0 ? 0 : over / (double) a.length, a.length == 0 ? 0 : sum / (double) a.length);
    }

    /// `max/255 share%`, as the table prints it.
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%d/255 %.2f%%", max, 100 * shareOverOne);
    }
}
