package dev.tungsten.cli.source;

import java.util.List;

import dev.tungsten.ir.ScalarKind;

/// What a host needs to feed one lowered entry point by name, and its printable table (the
/// output of `tungsten compile --emit reflect`).
public record Reflection(List<Uniform> uniforms, List<VertexInput> vertexInputs, String text) {
    public Reflection {
        uniforms = List.copyOf(uniforms);
        vertexInputs = List.copyOf(vertexInputs);
    }

    /// A value the host sets by name in a constant buffer: WGSL's uniform struct members (by
    /// member name, nested ones `outer.inner`, array elements `name[i]`) or Cg's reflection
    /// paths (`IN.video_size`). The value is `rows` × `columns` scalars of `kind` (1 × n for
    /// scalars and vectors) in reading order, matrices row by row as the language indexes them
    /// (Cg `M[r][c]`, WGSL `m[c][r]`); `words[i]` is where scalar `i` goes, counted in 32-bit
    /// words from the start of constant buffer `buffer` (`register * 4 + component`). Integer
    /// and boolean uniforms hold integer bits, not floats.
    public record Uniform(String name, String type, ScalarKind kind, int buffer, int rows, int columns, int[] words) {
        public Uniform {
            words = words.clone();
        }

        /// `CONST[buffer][register].xyz` for a value in one register, `CONST[buffer][first..last]`
        /// otherwise.
        public String location() {
            int first = Integer.MAX_VALUE;
            int last = -1;
            for (int w : words) {
                first = Math.min(first, w / 4);
                last = Math.max(last, w / 4);
            }
            if (first != last) {
                return "CONST[" + buffer + "][" + first + ".." + last + "]";
            }
            StringBuilder swizzle = new StringBuilder();
            for (int w : words) {
                swizzle.append("xyzw".charAt(w % 4));
            }
            return "CONST[" + buffer + "][" + first + "]." + swizzle;
        }
    }

    /// An input of a vertex entry point, TGSI `IN[index]`: its name in the source and its binding
    /// (WGSL `@location(n)`, or Cg's semantic such as `POSITION` or `TEXCOORD0`).
    public record VertexInput(int index, String name, String binding) {}
}
