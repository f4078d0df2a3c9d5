package dev.tungsten.retro;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/// A libretro shader preset (`.cgp`) as RetroArch's Cg/GL driver reads it: the passes in order,
/// the lookup textures, and the `#pragma parameter` values the preset overrides. Paths are
/// resolved against the preset's folder; `line`s are 1-based lines of the preset file (0 for
/// something the preset did not write, such as a single shader run as a one-pass chain).
///
/// @param file       the preset file, or the shader file for [#ofShader]
/// @param passes     at least one
/// @param textures   the `textures` list, in order
/// @param parameters the `NAME = value` overrides of parameters named in `parameters`
/// @param warnings   unknown keys and other things RetroArch would ignore
public record Preset(Path file, List<Pass> passes, List<Lut> textures, List<ParameterValue> parameters,
                     List<Warning> warnings) {
    public Preset {
        Objects.requireNonNull(file);
        passes = List.copyOf(passes);
        textures = List.copyOf(textures);
        parameters = List.copyOf(parameters);
        warnings = List.copyOf(warnings);
        if (passes.isEmpty()) {
            throw new IllegalArgumentException("a preset has at least one pass");
        }
    }

    /// A plain `.cg` file run as RetroArch runs it: one pass, filter and scale left to the
    /// frontend (nearest, the viewport's size), clamp to border.
    public static Preset ofShader(Path shader) {
        Pass p = new Pass(0, shader, Filter.UNSPECIFIED, Wrap.CLAMP_TO_BORDER, Scale.UNSET, Scale.UNSET, false, false,
                false, 0, null, Map.of());
        return new Preset(shader, List.of(p), List.of(), List.of(), List.of());
    }

    /// How a pass samples its input, or a lookup texture is sampled.
    public enum Filter {
        /// No `filter_linearN`: the frontend's choice; RetroArch's desktop default (`video_smooth`
        /// off) is nearest.
        UNSPECIFIED, NEAREST, LINEAR;

        public boolean linear() {
            return this == LINEAR;
        }
    }

    /// `wrap_modeN` / `NAME_wrap_mode`; RetroArch's default is clamp to border (black, alpha 0).
    public enum Wrap {
        CLAMP_TO_BORDER("clamp_to_border"), CLAMP_TO_EDGE("clamp_to_edge"), REPEAT("repeat"),
        MIRRORED_REPEAT("mirrored_repeat");

        public final String key;

        Wrap(String key) {
            this.key = key;
        }
    }

    /// What a pass's output size along one axis is relative to.
    public enum ScaleType {
        /// The pass's input size times `factor`.
        SOURCE,
        /// The final viewport's size times `factor`.
        VIEWPORT,
        /// `absolute` pixels.
        ABSOLUTE
    }

    /// One axis of a pass's scale. `type == null` is RetroArch's "not set": an intermediate
    /// pass renders at its input's size, the last pass at the viewport's size.
    public record Scale(ScaleType type, double factor, int absolute) {
        public static final Scale UNSET = new Scale(null, 1, 0);

        public boolean isSet() {
            return type != null;
        }
    }

    /// One pass of the chain.
    ///
    /// @param index            0-based (RetroArch's `shaderN`)
    /// @param shader           the `.cg` file
    /// @param filter           how this pass samples its input (`filter_linearN`)
    /// @param wrap             how this pass's input is addressed outside [0, 1] (`wrap_modeN`)
    /// @param floatFramebuffer this pass renders into RGBA32F (`float_framebufferN`)
    /// @param srgbFramebuffer  this pass renders into sRGB RGBA8 (`srgb_framebufferN`); ignored
    ///                         when `floatFramebuffer` is set, as in RetroArch
    /// @param mipmapInput      mip levels of this pass's input are made before it runs (`mipmap_inputN`)
    /// @param frameCountMod    `IN.frame_count` is taken modulo this when above 0 (`frame_count_modN`)
    /// @param alias            the name later passes may use for this pass's output (`aliasN`), or `null`
    /// @param lines            the preset line of each key written for this pass (`shader`, `scale_type_x`, ...
    ///                         without the index), for errors found after reading
    public record Pass(int index, Path shader, Filter filter, Wrap wrap, Scale scaleX, Scale scaleY,
                       boolean floatFramebuffer, boolean srgbFramebuffer, boolean mipmapInput, int frameCountMod,
                       String alias, Map<String, Integer> lines) {
        public Pass {
            Objects.requireNonNull(shader);
            Objects.requireNonNull(filter);
            Objects.requireNonNull(wrap);
            Objects.requireNonNull(scaleX);
            Objects.requireNonNull(scaleY);
            lines = Map.copyOf(lines);
        }

        /// The preset line of `key` (written without the pass index), or 0.
        public int line(String key) {
            return lines.getOrDefault(key, 0);
        }
    }

    /// A lookup texture (`textures = "A;B"`, `A = path.png`, `A_linear`, `A_wrap_mode`,
    /// `A_mipmap`): bound to the sampler uniform called `name` in any pass that declares it.
    public record Lut(String name, Path file, Filter filter, Wrap wrap, boolean mipmap, int line) {
        public Lut {
            Objects.requireNonNull(name);
            Objects.requireNonNull(file);
            Objects.requireNonNull(filter);
            Objects.requireNonNull(wrap);
        }
    }

    /// A parameter's value set by the preset (`parameters = "A;B"` then `A = 0.5`).
    public record ParameterValue(String name, float value, int line) {}

    /// Something the preset says that RetroArch would ignore, with where it says it.
    public record Warning(Path file, int line, String message) {
        @Override
        public String toString() {
            return file + ":" + line + ": warning: " + message;
        }
    }
}
