package dev.tungsten.retro;

import java.util.List;
import java.util.Map;

import dev.tungsten.pipe.Screen;

/// A preset made ready to run on one pipe driver: every pass compiled (vertex and fragment),
/// its uniforms and samplers found by reflected name, its lookup textures uploaded. Each
/// [#render] call runs one frame through every pass, as RetroArch's Cg/GL driver does, and
/// returns the viewport image; render targets, textures and state objects are made on first
/// need and reused by later frames.
public final class RetroChain implements AutoCloseable {
    /// How a chain is run.
    ///
    /// @param parameters values for `#pragma parameter`s, over the preset's own and the defaults
    /// @param timePasses wait for each pass to finish so that [Frame#passNanos] measures each
    ///                   pass alone (otherwise only the frame's total is meaningful)
    public record Options(Map<String, Float> parameters, boolean timePasses) {
        public Options {
            parameters = Map.copyOf(parameters);
        }

        public static Options defaults() {
            return new Options(Map.of(), false);
        }
    }

    /// One `#pragma parameter` of the chain and the value it runs with.
    public record Parameter(String name, String label, float initial, float min, float max, float step, float value) {}

    /// One rendered frame: the viewport image as the last pass wrote it (floats, before the
    /// 8-bit rounding a display applies), and how long it took.
    public record Frame(int width, int height, float[] rgba, long totalNanos, long[] passNanos) {
        /// The image as a display shows it: colour clamped to [0, 1] and rounded, NaN as 0.
        public Image toImage() {
            throw new UnsupportedOperationException();
        }
    }

    /// Compiles every pass of `preset` for `screen`'s driver and loads its lookup textures.
    /// @throws RetroException located at the preset line or shader that is wrong
    public static RetroChain open(Screen screen, Preset preset, Options options) {
        throw new UnsupportedOperationException();
    }

    /// The chain's parameters, in the order passes declare them.
    public List<Parameter> parameters() {
        throw new UnsupportedOperationException();
    }

    /// Runs one frame: `input` is the emulator's frame, the output has the viewport's size.
    /// `IN.frame_count` starts at 0 and counts the frames rendered by this chain.
    public Frame render(Image input, int viewportWidth, int viewportHeight) {
        throw new UnsupportedOperationException();
    }

    @Override
    public void close() {
        throw new UnsupportedOperationException();
    }
}
