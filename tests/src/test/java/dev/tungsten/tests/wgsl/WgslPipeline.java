package dev.tungsten.tests.wgsl;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.tungsten.ir.EntryPoint;
import dev.tungsten.ir.GlobalVariable;
import dev.tungsten.ir.Handle;
import dev.tungsten.ir.Module;
import dev.tungsten.ir.OverrideConstant;
import dev.tungsten.ir.TypeInner;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiLoweringException;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.wgsl.Wgsl;

/// The whole WGSL-to-TGSI pipeline for one file, as the corpus measure counts it: parse,
/// validate, lower every entry point, and check each shader with the sanity checker. A file
/// passes when every step succeeds for every entry point; otherwise `reason` says what failed.
final class WgslPipeline {
    private WgslPipeline() {}

    record Outcome(String file, boolean passed, String stage, String reason) {}

    private static final Pattern CONSTANT = Pattern.compile("\"([^\"]+)\"\\s*:\\s*([-0-9.eE]+|NaN)");
    private static final Pattern ARRAY_SIZE = Pattern.compile("\\(group:\\s*(\\d+),\\s*binding:\\s*(\\d+)\\)\\s*:\\s*\\([^)]*binding_array_size:\\s*Some\\((\\d+)\\)");

    /// Pipeline options from a naga `.param.ron` next to the input: its `pipeline_constants`
    /// and the `binding_array_size` of runtime-sized binding arrays (as naga's own tests use).
    static TgsiLowering.Options options(Path wgsl) {
        Path ron = wgsl.resolveSibling(wgsl.getFileName().toString().replace(".wgsl", ".param.ron"));
        Map<String, Double> constants = new HashMap<>();
        Map<List<Integer>, Integer> sizes = new HashMap<>();
        if (Files.exists(ron)) {
            String text = WgslCorpus.read(ron);
            int at = text.indexOf("pipeline_constants");
            if (at >= 0) {
                String block = text.substring(at, text.indexOf('}', at));
                Matcher m = CONSTANT.matcher(block);
                while (m.find()) {
                    constants.put(m.group(1), m.group(2).equals("NaN") ? Double.NaN : Double.parseDouble(m.group(2)));
                }
            }
            Matcher m = ARRAY_SIZE.matcher(text);
            while (m.find()) {
                sizes.put(List.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))), Integer.parseInt(m.group(3)));
            }
        }
        return new TgsiLowering.Options(constants, sizes);
    }

    /// What the host application would supply and the file does not say: 1 for every override
    /// without a default, and 16 slots for every runtime-sized binding array (the samples set
    /// these from JavaScript or Rust; the measure only needs some pipeline values).
    static TgsiLowering.Options withPipelineDefaults(Module module, TgsiLowering.Options options) {
        Map<String, Double> constants = new HashMap<>(options.overrides());
        for (Handle<OverrideConstant> h : module.overrides()) {
            OverrideConstant o = module.overrides().get(h);
            if (o.init() == null && !constants.containsKey(o.name()) && !constants.containsKey(Integer.toString(o.id()))) {
                constants.put(o.name(), 1.0);
            }
        }
        Map<List<Integer>, Integer> sizes = new HashMap<>(options.bindingArraySizes());
        for (Handle<GlobalVariable> h : module.globals()) {
            GlobalVariable v = module.globals().get(h);
            if (v.binding() != null && module.inner(v.type()) instanceof TypeInner.BindingArray ba
                    && ba.size() instanceof TypeInner.ArraySize.Dynamic) {
                sizes.putIfAbsent(List.of(v.binding().group(), v.binding().binding()), 16);
            }
        }
        return new TgsiLowering.Options(constants, sizes);
    }

    static Outcome run(Path file, String source, TgsiLowering.Options options) {
        String name = file.getFileName().toString();
        Wgsl.Result r = Wgsl.compile(name, source);
        if (!r.ok()) {
            String stage = r.errors().isEmpty() ? "validate" : "front end";
            return new Outcome(name, false, stage, r.diagnostics().getFirst().message());
        }
        options = withPipelineDefaults(r.module(), options);
        for (EntryPoint ep : r.module().entryPoints()) {
            try {
                TgsiProgram p = TgsiLowering.lower(r.module(), r.info(), ep.name(), options);
                List<TgsiSanity.Diagnostic> d = TgsiSanity.check(p.shader());
                if (TgsiSanity.hasErrors(d)) {
                    return new Outcome(name, false, "sanity", ep.name() + ": " + d.getFirst());
                }
            } catch (TgsiLoweringException e) {
                return new Outcome(name, false, "lower", ep.name() + ": " + e.getMessage());
            }
        }
        return new Outcome(name, true, "", "");
    }
}
