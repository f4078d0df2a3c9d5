package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;

/// The mutable state of one translation, shared by the parts of the translator: the text written
/// so far, the features and helpers it needs, the resources it binds, and the instruction being
/// translated (for error locations).
final class Emission {
    final ShaderScan scan;
    final GlslOptions options;
    /// Global declarations after the interface (resource uniforms, register arrays).
    final SourceText globals = new SourceText();
    /// Function bodies: subroutines and main.
    SourceText body = new SourceText();
    final Set<GlslFeature> features = EnumSet.noneOf(GlslFeature.class);
    final Set<GlslHelper> helpers = EnumSet.noneOf(GlslHelper.class);
    final List<GlslShader.Binding> bindings = new ArrayList<>();
    /// Combined samplers already declared: "view/sampler" -> GLSL name.
    final Map<String, String> samplers = new LinkedHashMap<>();
    /// Colour outputs that FBFETCH reads (declared `inout`).
    final Set<Integer> fetchedColors = new java.util.TreeSet<>();
    int pc = -1;
    TgsiOpcode opcode;
    private int serial;

    Emission(ShaderScan scan, GlslOptions options) {
        this.scan = scan;
        this.options = options;
    }

    GlslVersion version() {
        return options.version();
    }

    /// Records that the shader needs `feature`; refuses the shader when the target has it neither
    /// in core nor through an offered extension.
    void require(GlslFeature feature) {
        if (!available(feature)) {
            throw unsupported("needs " + describe(feature) + ", which this OpenGL target lacks");
        }
        features.add(feature);
    }

    /// Whether the target has `feature` (in core or through an offered extension).
    boolean available(GlslFeature feature) {
        return feature.isCore(version())
                || (feature.extension() != null && options.extensions().contains(feature.extension()));
    }

    static String describe(GlslFeature feature) {
        String core = feature.coreVersion() == 0 ? "" : "GLSL " + feature.coreVersion();
        String ext = feature.extension() == null ? "" : feature.extension();
        return feature.name() + " (" + core + (core.isEmpty() || ext.isEmpty() ? "" : " or ") + ext + ")";
    }

    private final Set<String> globalLines = new java.util.HashSet<>();

    /// Adds a global declaration unless it is already there.
    void globalOnce(String line) {
        if (globalLines.add(line)) {
            globals.line(line);
        }
    }

    /// Writes helper `h` into the shader, with the helpers it calls.
    void helper(GlslHelper h) {
        h.needs().forEach(this::helper);
        helpers.add(h);
    }

    /// The stage's prefix for names OpenGL shares across the stages of a program (uniform and
    /// buffer block names, sampler and image uniforms): `tgsi_fs_` and so on, so that a vertex
    /// and a fragment shader that both use constant buffer 0 declare different blocks.
    String shared() {
        return "tgsi_" + switch (scan.shader.processor()) {
            case VERT -> "vs";
            case FRAG -> "fs";
            case GEOM -> "gs";
            case COMP -> "cs";
            case TESS_CTRL -> "tcs";
            case TESS_EVAL -> "tes";
            case TASK -> "ts";
            case MESH -> "ms";
        } + "_";
    }

    /// A fresh local name.
    String fresh(String stem) {
        return "tgsi_" + stem + (serial++);
    }

    TgsiException.Location location() {
        return pc < 0 ? TgsiException.Location.UNKNOWN : TgsiException.Location.instruction(pc);
    }

    GlslUnsupportedException unsupported(String detail) {
        String what = opcode == null ? "" : opcode.name() + ": ";
        return new GlslUnsupportedException(location(), opcode, what + detail);
    }

    TgsiException malformed(String detail) {
        String what = opcode == null ? "" : opcode.name() + ": ";
        return new TgsiException(location(), what + detail);
    }

    /// A local declaration's type, marked `precise` when float arithmetic must not be fused or
    /// reassociated: `precise` follows assignments, not function arguments, so every local that
    /// feeds a register through a helper call needs it too.
    String local(String type) {
        return precise() ? "precise " + type : type;
    }

    /// Whether float arithmetic is marked `precise`: only where the dialect has the keyword in
    /// core (GLSL 4.00 and later); glslang refuses it through `GL_ARB_gpu_shader5` in 3.30.
    boolean precise() {
        return options.exactFloat() && GlslFeature.GPU_SHADER5.isCore(version());
    }
}
