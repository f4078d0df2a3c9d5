package dev.tungsten.retro;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.tungsten.cg.Pragma;
import dev.tungsten.pipe.PipeException;
import dev.tungsten.pipe.Screen;

/// A preset made ready to run on one pipe driver: every pass compiled (vertex and fragment),
/// its uniforms and samplers found by reflected name, its lookup textures uploaded. Each
/// [#render] call runs one frame through every pass, as RetroArch's Cg/GL driver does, and
/// returns the viewport image; render targets, textures and state objects are made on first
/// need and reused by later frames.
///
/// What RetroArch's driver does and this does too: passes are compiled with
/// `-DPARAMETER_UNIFORM` and `-D<ALIAS>_ALIAS`; each pass is a quad over its whole target with
/// the orthographic model-view-projection, `TEXCOORD0` (and `TEXCOORD1`, `*.tex_coord`)
/// spanning the texture with a top-left origin; `IN`, `ORIG`, `PREV`..`PREV6`, `PASSn`,
/// `PASSPREVn` and aliases are bound by name; a pass's input is filtered and wrapped as that
/// pass says, an earlier pass's output as the pass after it says. Textures are exactly the
/// size of their image, so `texture_size` equals `video_size`.
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

    /// One rendered frame: the viewport image as the last pass wrote it (floats, row 0 at the
    /// top, before the 8-bit rounding a display applies), and how long it took.
    public record Frame(int width, int height, float[] rgba, long totalNanos, long[] passNanos) {
        /// The image as a display shows it: colour clamped to [0, 1] and rounded, NaN as 0.
        public Image toImage() {
            return ChainResources.toImage(width, height, rgba, true);
        }

        /// How many components are NaN.
        public int nanCount() {
            int n = 0;
            for (float f : rgba) {
                if (Float.isNaN(f)) {
                    n++;
                }
            }
            return n;
        }
    }

    private final Preset preset;
    private final List<PassProgram> programs;
    private final PassProgram stock;
    private final List<Parameter> parameters;
    private final Map<String, Float> values;
    private final List<String> warnings;
    private final ChainResources resources;
    private final boolean timePasses;

    private RetroChain(Preset preset, List<PassProgram> programs, PassProgram stock, List<Parameter> parameters,
                       List<String> warnings, ChainResources resources, boolean timePasses) {
        this.preset = preset;
        this.programs = programs;
        this.stock = stock;
        this.parameters = parameters;
        this.warnings = warnings;
        this.resources = resources;
        this.timePasses = timePasses;
        this.values = new LinkedHashMap<>();
        parameters.forEach(p -> values.put(p.name(), p.value()));
    }

    /// Compiles every pass of `preset` for `screen`'s driver and loads its lookup textures. The
    /// chain has a context of its own on `screen`; closing the chain closes it.
    /// @throws RetroException located at the preset line or shader that is wrong
    public static RetroChain open(Screen screen, Preset preset, Options options) {
        Map<String, String> defines = new LinkedHashMap<>();
        defines.put("PARAMETER_UNIFORM", "");
        for (Preset.Pass p : preset.passes()) {
            if (p.alias() != null) {
                defines.put(p.alias() + "_ALIAS", "");
            }
        }
        Map<String, Float> requested = new LinkedHashMap<>();
        preset.parameters().forEach(v -> requested.put(v.name(), v.value()));
        requested.putAll(options.parameters());

        List<String> warnings = new ArrayList<>();
        preset.warnings().forEach(w -> warnings.add(w.toString()));
        List<PassProgram> programs = new ArrayList<>();
        for (Preset.Pass p : preset.passes()) {
            programs.add(PassProgram.compile(preset, p, defines, requested, warnings));
        }
        List<Parameter> parameters = parameters(programs, requested);
        for (String name : options.parameters().keySet()) {
            if (parameters.stream().noneMatch(p -> p.name().equals(name))) {
                throw new RetroException(RetroException.Kind.PRESET_VALUE, preset.file(), 0, "no pass declares the parameter "
                        + name + " (the chain's parameters: " + String.join(", ", parameters.stream().map(Parameter::name).toList())
                        + ")");
            }
        }
        for (PassProgram program : programs) {
            warnUnset(preset, program, parameters, warnings);
        }
        Preset.Pass last = preset.passes().getLast();
        PassProgram stock = null;
        if (last.scaleX().isSet() || last.scaleY().isSet()) {
            // A last pass with its own scale renders into a framebuffer that RetroArch then
            // stretches over the viewport with its stock shader.
            stock = StockPass.compile(preset, warnings);
        }
        ChainResources resources;
        try {
            resources = new ChainResources(screen, preset, programs, stock);
        } catch (PipeException e) {
            throw new RetroException(RetroException.Kind.DRIVER, preset.file(), 0, "the driver refused the chain: "
                    + e.getMessage(), e);
        }
        return new RetroChain(preset, List.copyOf(programs), stock, parameters, List.copyOf(warnings), resources,
                options.timePasses());
    }

    private static List<Parameter> parameters(List<PassProgram> programs, Map<String, Float> requested) {
        Map<String, Parameter> out = new LinkedHashMap<>();
        for (PassProgram program : programs) {
            for (Pragma.Parameter p : program.parameters()) {
                float value = requested.getOrDefault(p.name(), (float) p.initial());
                out.putIfAbsent(p.name(), new Parameter(p.name(), p.label(), (float) p.initial(), (float) p.minimum(),
                        (float) p.maximum(), (float) p.step(), value));
            }
        }
        return List.copyOf(out.values());
    }

    private static void warnUnset(Preset preset, PassProgram program, List<Parameter> parameters, List<String> warnings) {
        Preset.Pass pass = preset.passes().get(program.index());
        for (List<PassProgram.Slot> slots : List.of(program.vertexUniforms(), program.fragmentUniforms())) {
            for (PassProgram.Slot s : slots) {
                if (s.value() instanceof PassProgram.Named n && !n.initialized()
                        && parameters.stream().noneMatch(p -> p.name().equals(n.name()))) {
                    warnings.add(preset.file() + ":" + pass.line("shader") + ": pass " + pass.index() + " ("
                            + pass.shader().getFileName() + "): " + n.stage() + " uniform " + n.name() + " ("
                            + s.uniform().type() + ") is not set by RetroArch; left 0");
                }
            }
        }
    }

    /// The chain's parameters, in the order passes declare them, with the values they run with.
    public List<Parameter> parameters() {
        return parameters;
    }

    /// What RetroArch would silently ignore or leave unset (unknown preset keys, uniforms
    /// nobody sets, samplers with no texture), one line each with its location.
    public List<String> warnings() {
        return warnings;
    }

    /// The preset this chain runs.
    public Preset preset() {
        return preset;
    }

    /// Frames rendered so far.
    public long frameCount() {
        return resources.frameCount();
    }

    /// Runs one frame: `input` is the emulator's frame, the output has the viewport's size.
    /// `IN.frame_count` starts at 0 and counts the frames rendered by this chain.
    /// @throws RetroException of kind [RetroException.Kind#SIZE] when a pass's size is zero or
    ///         beyond the driver's textures, [RetroException.Kind#DRIVER] when the driver fails
    public Frame render(Image input, int viewportWidth, int viewportHeight) {
        if (viewportWidth <= 0 || viewportHeight <= 0) {
            throw new RetroException(RetroException.Kind.SIZE, preset.file(), 0, "the viewport " + viewportWidth + "x"
                    + viewportHeight + " is empty");
        }
        return resources.render(input, viewportWidth, viewportHeight, values, timePasses);
    }

    /// The output of pass `pass` (0-based) in the last frame, as stored in its framebuffer
    /// (RGBA, 0..1 for 8-bit targets, sRGB targets still encoded); the last pass gives the
    /// viewport image. For finding which pass two drivers disagree on.
    public float[] passOutput(int pass) {
        if (pass < 0 || pass >= programs.size()) {
            throw new IllegalArgumentException("no pass " + pass + " (the chain has " + programs.size() + ")");
        }
        return resources.passOutput(pass);
    }

    /// Size of pass `pass`'s output in the last frame: {width, height}.
    public int[] passSize(int pass) {
        return resources.passSize(pass);
    }

    /// The shader file of each pass, for reports.
    public List<Path> passFiles() {
        return preset.passes().stream().map(Preset.Pass::shader).toList();
    }

    /// Whether the chain ends with RetroArch's stretch of the last pass's framebuffer.
    boolean stretchesLastPass() {
        return stock != null;
    }

    /// Destroys every resource and state object of the chain, and its context.
    @Override
    public void close() {
        resources.close();
    }
}
