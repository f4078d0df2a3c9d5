package dev.tungsten.ir;

/// How an entry point's argument, result or struct member connects to the pipeline.
public sealed interface Binding {
    /// A built-in value; `invariant` only for `position` results. `depth` is the promise a
    /// `frag_depth` result makes about the depth it writes (Tint's `requires fragment_depth`:
    /// `@builtin(frag_depth, greater)`), or `null` when not given.
    record BuiltIn(BuiltInValue value, boolean invariant, DepthLayout depth) implements Binding {
        public BuiltIn(BuiltInValue value, boolean invariant) {
            this(value, invariant, null);
        }
    }

    /// How a written fragment depth relates to the interpolated one: any value, never less, or
    /// never greater (TGSI's `FS_DEPTH_LAYOUT` ANY, GREATER, LESS).
    enum DepthLayout {
        ANY("any"), GREATER("greater"), LESS("less");

        private final String text;

        DepthLayout(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /// A user-defined input or output at `location`. For fragment outputs, `blendSource` is the
    /// dual-source blending source (0 or 1) or `null` when not given. `interpolation` and
    /// `sampling` are `null` when not given (the defaults then apply to float values).
    record Location(int location, Interpolation interpolation, Sampling sampling, Integer blendSource) implements Binding {}

    /// A fragment input holding the current value of colour target `target` at the fragment's
    /// pixel, before this invocation writes it (Tint's `@color(N)` of
    /// `chromium_experimental_framebuffer_fetch`; TGSI `FBFETCH` of `COLOR[N]`).
    record Color(int target) implements Binding {}

    enum Interpolation {
        PERSPECTIVE("perspective"), LINEAR("linear"), FLAT("flat");

        private final String text;

        Interpolation(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    enum Sampling {
        CENTER("center"), CENTROID("centroid"), SAMPLE("sample"), FIRST("first"), EITHER("either");

        private final String text;

        Sampling(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }
}
